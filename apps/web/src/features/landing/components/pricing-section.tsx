import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** The cards come from the pricing feature; app/ composes them in (features do not import each other). */
export function PricingSection({ cards }: { cards: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-surface-2/60 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
          className="mb-6"
        />
        {cards}
      </Container>
    </section>
  );
}
