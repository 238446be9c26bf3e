import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, ChevronsLeft, Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/spinner';
import { useCheckoutReturn } from '@/features/billing';
import { useTeam } from '@/lib/api/team';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import { LanguageSwitch } from '../header/language-switch';
import { ThemeToggle } from '../header/theme-toggle';
import { Avatar, accountMenuLabel } from './avatar';
import { BILLING_ITEMS, isBillingItemActive } from './billing-nav';
import { BottomBar } from './bottom-bar';
import { DashboardUserMenu } from './dashboard-user-menu';
import { isGated } from './nav-items';
import { SubscriptionGate } from './subscription-gate';

function BillingNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('billing');
  const { pathname } = useLocation();
  const owner = useTeam().data?.canManage === true;
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="space-y-1">
        <li>
          <Link
            to="/dashboard"
            onClick={onNavigate}
            title={collapsed ? t('nav.back') : undefined}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg',
              collapsed && 'justify-center px-0',
            )}
          >
            <ArrowRight aria-hidden="true" className="size-5 shrink-0 ltr:rotate-180" />
            <span className={cn(collapsed && 'sr-only')}>{t('nav.back')}</span>
          </Link>
        </li>
        <li aria-hidden="true" className="my-2 h-px bg-border" />
        {BILLING_ITEMS.filter((item) => owner || !item.ownerOnly).map((item) => {
          const active = isBillingItemActive(pathname, item);
          const label = t(`nav.${item.key}`);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? label : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  active ? 'bg-primary text-primary-fg shadow-sm' : 'text-fg hover:bg-surface-2',
                )}
              >
                <item.Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The billing section: its own sidebar — 224 px, or 56 px collapsed,
 * remembered under billing_sidebar_collapsed — and a top bar with the language toggle and the user menu.
 */
export function BillingShell() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(
    () => readStorage(STORAGE_KEYS.billingSidebarCollapsed) === 'true',
  );
  const [sheetOpen, setSheetOpen] = useState(false);
  useCheckoutReturn();
  const gated = !user?.subscriptionActive && isGated(pathname);
  const name = user ? user.name || user.email : '';

  const toggle = () => {
    setCollapsed((value) => {
      writeStorage(STORAGE_KEYS.billingSidebarCollapsed, String(!value));
      return !value;
    });
  };

  return (
    <div className="min-h-dvh bg-canvas">
      <aside
        data-testid="billing-sidebar"
        data-collapsed={collapsed}
        className={cn(
          'fixed inset-y-0 start-0 z-30 hidden flex-col gap-4 border-e border-border bg-surface p-2 transition-[width] duration-200 md:flex',
          collapsed ? 'w-14' : 'w-56',
        )}
      >
        <Link
          to="/dashboard"
          className={cn('flex min-h-12 items-center gap-2 px-2 text-fg', collapsed && 'justify-center px-0')}
        >
          <LogoMark className="size-8 shrink-0" />
          <span className={cn('text-lg font-bold', collapsed && 'sr-only')}>{t('common:app.name')}</span>
        </Link>
        <div className="flex-1">
          <BillingNav collapsed={collapsed} />
        </div>
        <button
          type="button"
          onClick={toggle}
          aria-label={t(collapsed ? 'nav.expand' : 'nav.collapse')}
          aria-expanded={!collapsed}
          className="inline-flex min-h-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
        >
          <ChevronsLeft
            aria-hidden="true"
            className={cn('size-5', collapsed ? 'ltr:rotate-180' : 'rtl:rotate-180')}
          />
        </button>
      </aside>
      <div
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-200',
          collapsed ? 'md:ps-14' : 'md:ps-56',
        )}
      >
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur sm:px-6 max-[375px]:h-14">
          <div className="flex min-w-0 items-center gap-2">
            <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
              <Dialog.Trigger
                aria-label={t('nav.open')}
                className="inline-flex size-11 items-center justify-center rounded-xl text-fg hover:bg-surface-2 md:hidden"
              >
                <Menu aria-hidden="true" className="size-5" />
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
                <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-64 max-w-[85vw] bg-surface p-3 pt-16 shadow-2xl focus:outline-none">
                  <Dialog.Title className="sr-only">{t('nav.label')}</Dialog.Title>
                  <Dialog.Description className="sr-only">{t('nav.sheetDescription')}</Dialog.Description>
                  <Dialog.Close
                    aria-label={t('nav.close')}
                    className="absolute top-3 end-3 inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                  <BillingNav collapsed={false} onNavigate={() => setSheetOpen(false)} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <p className="truncate text-base font-bold text-fg">{t('nav.title')}</p>
          </div>
          <div className="flex items-center gap-1 text-fg">
            <LanguageSwitch className="hover:bg-surface-2 max-[375px]:px-2" />
            <ThemeToggle className="hover:bg-surface-2 max-[375px]:hidden" />
            {user ? (
              <DashboardUserMenu
                side="bottom"
                trigger={
                  <button
                    type="button"
                    aria-label={accountMenuLabel(t, name, user.avatar)}
                    className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-2"
                  >
                    <Avatar name={name} src={user.avatar} className="size-8" />
                  </button>
                }
              />
            ) : null}
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-28 outline-none sm:px-6 md:pb-10 lg:px-10 max-[375px]:px-3"
        >
          <Suspense fallback={<PageLoader />}>{gated ? <SubscriptionGate /> : <Outlet />}</Suspense>
        </main>
      </div>
      <BottomBar />
    </div>
  );
}
