import { lazy, Suspense } from 'react';
import { LandingPage } from '@/features/landing';

// The cards live below the fold: their own chunk (shared with /pricing), not the landing page's first bundle.
const PricingCards = lazy(() =>
  import('@/features/pricing/components/pricing-cards').then((m) => ({ default: m.PricingCards })),
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
