import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/privacy', key: 'privacy' },
  { to: '/terms', key: 'terms' },
  { to: '/faq', key: 'faq' },
  { to: '/contact', key: 'contact' },
  { to: '/about', key: 'about' },
] as const;

/** Static pages: a sidebar (Privacy, Terms, FAQ, Contact, About) that becomes a top list on small screens. */
export function StaticLayout() {
  const { t } = useTranslation('pages');
  return (
    <Container className="pt-28 pb-20 sm:pt-32">
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr] lg:gap-12">
        <nav aria-labelledby="static-nav-title" className="min-w-0 lg:sticky lg:top-28 lg:self-start">
          <h2 id="static-nav-title" className="mb-3 text-sm font-bold text-muted">
            {t('static.sidebarTitle')}
          </h2>
          <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:border-s lg:border-border lg:pb-0">
            {LINKS.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-xl px-4 text-sm font-medium whitespace-nowrap transition-colors',
                      'lg:-ms-px lg:rounded-none lg:border-s-2',
                      isActive
                        ? 'bg-primary-soft text-primary-soft-fg lg:border-primary lg:bg-transparent lg:text-primary'
                        : 'border border-border bg-surface text-fg hover:bg-surface-2 lg:border-0 lg:border-s-2 lg:border-transparent lg:bg-transparent',
                    )
                  }
                >
                  {t(`static.${link.key}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
