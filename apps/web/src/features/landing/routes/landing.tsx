import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { HeroSection } from '../components/hero-section';
import { useGoogleReturn } from '../hooks/use-google-return';

// Requested as soon as this module runs, in parallel with the first render.
const belowTheFold = import('../components/below-the-fold');
const BelowTheFold = lazy(() => belowTheFold);
// Client-only and opened after hydration anyway, so it is not part of the landing page's first JavaScript.
const CookieConsent = lazy(() =>
  import('../components/cookie-consent').then((m) => ({ default: m.CookieConsent })),
);

export function LandingPage({ pricingCards }: { pricingCards: ReactNode }) {
  const { t } = useTranslation('landing');
  useGoogleReturn();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <HeroSection />
      {/* Holds the footer below the first screen until the sections arrive (no visible layout shift). */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <BelowTheFold pricingCards={pricingCards} />
      </Suspense>
      <Suspense fallback={null}>
        <CookieConsent />
      </Suspense>
    </>
  );
}
