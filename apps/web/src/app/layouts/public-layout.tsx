import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';
import { WhatsAppButton } from './whatsapp-button';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </div>
  );
}
