import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { consumeGooglePending } from '@/features/auth';
import { useCheckoutReturn } from '@/features/billing';
import { cn } from '@/lib/cn';
import { loginPath, useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { isBillingSection } from './dashboard/billing-nav';
import { BillingShell } from './dashboard/billing-shell';
import { BottomBar } from './dashboard/bottom-bar';
import { isGated } from './dashboard/nav-items';
import { SidebarContent } from './dashboard/sidebar';
import { SubscriptionGate } from './dashboard/subscription-gate';
import { LanguageSwitch } from './header/language-switch';
import { ThemeToggle } from './header/theme-toggle';

/** registered=google&new=true → welcome toast; linked=google → linked toast; then the parameters go. */
function useGoogleReturnToasts() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const provider = params.get('registered');
    const registered = (provider === 'google' || provider === 'apple') && params.get('new') === 'true';
    const linked = params.get('linked');
    if (!registered && !linked && !params.has('registered') && !params.has('linked')) return;
    if (registered) toast.success(t('shell.toasts.googleWelcome'), TOAST_DURATION_MS.dashboard);
    if (linked === 'google') toast.success(t('shell.toasts.googleLinked'), TOAST_DURATION_MS.dashboard);
    if (linked === 'apple') toast.success(t('shell.toasts.appleLinked'), TOAST_DURATION_MS.dashboard);
    const next = new URLSearchParams(params);
    for (const key of ['registered', 'new', 'linked']) next.delete(key);
    setParams(next, { replace: true });
  }, [params, setParams, t]);
}

function Shell() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  useGoogleReturnToasts();
  // A return from the payment page that lands here goes on to the payment result page, behind the gate too.
  useCheckoutReturn();
  const gated = !user?.subscriptionActive && isGated(pathname);

  return (
    <div className="min-h-dvh bg-canvas">
      <aside
        className={cn(
          'fixed inset-y-0 start-0 z-30 hidden border-e border-border bg-surface transition-[width] duration-200 md:block',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <SidebarContent collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      </aside>
      <div
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-200',
          collapsed ? 'md:ps-16' : 'md:ps-64',
        )}
      >
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur sm:px-6 max-[375px]:h-14">
          <div className="flex items-center gap-2 md:invisible">
            <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
              <Dialog.Trigger
                aria-label={t('shell.openMenu')}
                className="inline-flex size-11 items-center justify-center rounded-xl text-fg hover:bg-surface-2"
              >
                <Menu aria-hidden="true" className="size-5" />
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
                <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] bg-surface shadow-2xl focus:outline-none">
                  <Dialog.Title className="sr-only">{t('dashboard.navLabel')}</Dialog.Title>
                  <Dialog.Description className="sr-only">{t('shell.sheetDescription')}</Dialog.Description>
                  <Dialog.Close
                    aria-label={t('shell.closeMenu')}
                    className="absolute top-3 end-3 z-10 inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                  <SidebarContent collapsed={false} onNavigate={() => setSheetOpen(false)} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <LogoMark className="size-8 max-[375px]:size-7" />
          </div>
          <div className="flex items-center gap-1 text-fg">
            <LanguageSwitch className="hover:bg-surface-2 max-[375px]:px-2" />
            <ThemeToggle className="hover:bg-surface-2" />
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

/**
 * While the session is checked: a spinner. Signed out: /login?returnTo=<path>. Otherwise the shell; its content
 * sits behind the subscription gate except for Settings, Profile and Security (account management stays open).
 */
export function DashboardLayout() {
  const { t } = useTranslation('common');
  const { user, isLoading, refresh } = useAuth();
  const location = useLocation();
  // Back from Google the session is a cookie only: ask the server once who is signed in.
  const [probing, setProbing] = useState(() => {
    if (user) return false;
    const params = new URLSearchParams(location.search);
    return consumeGooglePending() || params.has('registered') || params.has('linked');
  });
  useEffect(() => {
    if (!probing) return;
    void refresh().finally(() => setProbing(false));
  }, [probing, refresh]);
  // A session that ends while the shell is shown (logout, deleted account) leaves for /login, not back here.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  const spinner = (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner className="size-8" label={t('a11y.loading')} />
    </div>
  );
  if (isLoading || probing) return spinner;
  if (!user) {
    if (wasSignedIn.current) return <Navigate to="/login" replace state={location.state} />;
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <Suspense fallback={spinner}>
      {isBillingSection(location.pathname) ? <BillingShell /> : <Shell />}
    </Suspense>
  );
}
