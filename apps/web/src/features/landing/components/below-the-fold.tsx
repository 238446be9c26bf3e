import type { ReactNode } from 'react';
import { useScrollTarget } from '../hooks/use-scroll-target';
import { ContactSection } from './contact-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { PricingSection } from './pricing-section';

/**
 * Everything under the hero, in its own chunk: the landing page's first bundle then holds only what the first
 * screen shows. It scrolls to a requested section (/#pricing, or the nav from another page) once it is there.
 */
export default function BelowTheFold({ pricingCards }: { pricingCards: ReactNode }) {
  useScrollTarget();
  return (
    <>
      <FeaturesSection />
      <PricingSection cards={pricingCards} />
      <CtaSection />
      <ContactSection />
    </>
  );
}
