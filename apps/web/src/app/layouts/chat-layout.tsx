import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageLoader } from '@/components/ui/spinner';
import { SiteHeader } from './header/site-header';

export function ChatLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 items-center pt-24 pb-12 outline-none">
        <Container>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
    </div>
  );
}
