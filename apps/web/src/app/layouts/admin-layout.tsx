import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { InboxNavLink } from '@/features/admin/components/inbox-nav-link';
import { cn } from '@/lib/cn';
import { loginPath, useAuth } from '@/lib/session';
import { LanguageSwitch } from './header/language-switch';
import { ThemeToggle } from './header/theme-toggle';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium',
    isActive ? 'bg-primary/10 text-primary' : 'text-fg hover:bg-surface-2',
  );

/** The console's pages in the order the menu lists them; some are for admins only (the server refuses support). */
const CONSOLE_PAGES = [
  { to: '/admin', label: 'users', adminOnly: false },
  { to: '/admin/payments', label: 'payments', adminOnly: false },
  { to: '/admin/inbox', label: 'inbox', adminOnly: false },
  { to: '/admin/numbers', label: 'numbers', adminOnly: true },
  { to: '/admin/plans', label: 'plans', adminOnly: true },
  { to: '/admin/codes', label: 'codes', adminOnly: true },
  { to: '/admin/content', label: 'content', adminOnly: false },
  { to: '/admin/audit', label: 'audit', adminOnly: false },
] as const;

/**
 * The operator console's shell (ADR 085). Signed out: to /login and back. A user without a console role is told the
 * console is not for them; the server refuses them anyway, and sends a console user without two-factor to enrol.
 */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading)
    return (
      <div className="flex min-h-dvh items-center justify-center text-primary">
        <Spinner className="size-8" label={t('common:a11y.loading')} />
      </div>
    );
  if (!user) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="sticky top-0 z-20 border-b border-border bg-surface/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-2 sm:px-6">
          <Link to="/admin" className="flex items-center gap-2 font-bold text-fg">
            <LogoMark className="size-8" />
            <span>{t('title')}</span>
          </Link>
          <div className="flex items-center gap-1 text-fg">
            <LanguageSwitch className="hover:bg-surface-2" />
            <ThemeToggle className="hover:bg-surface-2" />
          </div>
          {user.consoleRole ? (
            <nav aria-label={t('nav.label')} className="flex w-full flex-wrap gap-1 sm:w-auto">
              {CONSOLE_PAGES.filter((page) => !page.adminOnly || user.consoleRole === 'admin').map((page) =>
                page.label === 'inbox' ? (
                  <InboxNavLink key={page.to} className={navClass} />
                ) : (
                  <NavLink key={page.to} to={page.to} end={page.to === '/admin'} className={navClass}>
                    {t(`nav.${page.label}`)}
                  </NavLink>
                ),
              )}
              <Link to="/dashboard" className={navClass({ isActive: false })}>
                {t('nav.back')}
              </Link>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-3 py-6 outline-none sm:px-6">
        {user.consoleRole ? (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        ) : (
          <div className="space-y-3">
            <h1 className="text-2xl font-bold text-fg">{t('forbidden.title')}</h1>
            <p className="text-muted">{t('forbidden.body')}</p>
            <Link to="/dashboard" className="text-primary underline-offset-4 hover:underline">
              {t('nav.back')}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
