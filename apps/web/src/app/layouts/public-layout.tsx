import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';
import { WhatsAppButton } from './whatsapp-button';

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
      <SiteFooter className={fab} />
      <WhatsAppButton />
    </div>
  );
}
