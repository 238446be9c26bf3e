import { lazy, Suspense } from 'react';
import { LandingPage } from '@/features/landing';

// The cards live below the fold: their own chunk (shared with /pricing), not the landing page's first bundle.
// They fetch the plans through TanStack Query, which comes with them (lib/query-client.tsx).
const PricingCards = lazy(() =>
  Promise.all([import('@/features/pricing/components/pricing-cards'), import('@/lib/query-client')]).then(
    ([m, { withQueryClient }]) => ({ default: withQueryClient(m.PricingCards) }),
  ),
);

/** The landing page with the pricing feature's cards composed in. */
export function LandingRoute() {
  return (
    <LandingPage
      pricingCards={
        <Suspense fallback={<div className="min-h-[36rem]" />}>
          <PricingCards />
        </Suspense>
      }
    />
  );
}
