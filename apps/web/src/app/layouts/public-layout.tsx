import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';
import { SiteHeader } from './header/site-header';

// Below the fold (the main area fills the first screen) and after the first paint: their own chunk, not the
// landing page's first download. On the landing page the prerendered footer stays as it is until its code has
// loaded and hydrated it; elsewhere it appears under the page without moving it.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
// Shows nothing until the server has given a number, and never in the prerendered page.
const WhatsAppButton = lazy(() => import('./whatsapp-button').then((m) => ({ default: m.WhatsAppButton })));

export function PublicLayout() {
  // Content keeps clear of the floating button only when there is one.
  const fab = usePublicConfig().whatsappNumber ? 'fab-space' : undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', fab)}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter className={fab} />
        <WhatsAppButton />
      </Suspense>
    </div>
  );
}
