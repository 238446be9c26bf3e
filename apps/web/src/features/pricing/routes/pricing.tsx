import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { PricingCards } from '../components/pricing-cards';

interface FaqItem {
  q: string;
  a: string;
}

export function PricingPage() {
  const { t } = useTranslation(['pages', 'landing']);
  const faq = t('pricing.faq', { returnObjects: true }) as unknown as FaqItem[];
  return (
    <>
      <PageMeta title={t('pricing.metaTitle')} description={t('pricing.metaDescription')} />
      <section aria-labelledby="pricing-page-title" className="pt-32 pb-16 sm:pt-36">
        <Container>
          <SectionHeading
            as="h1"
            id="pricing-page-title"
            title={t('pricing.title')}
            subtitle={t('pricing.subtitle')}
            className="mb-6"
          />
          <PricingCards headingLevel="h2" />
        </Container>
      </section>
      <section aria-labelledby="pricing-faq-title" className="pb-24">
        <Container className="max-w-3xl">
          <h2 id="pricing-faq-title" className="text-2xl font-bold text-fg">
            {t('pricing.faqTitle')}
          </h2>
          <div className="mt-6 divide-y divide-border rounded-2xl border border-border bg-surface">
            {Array.isArray(faq)
              ? faq.map((item) => (
                  <details key={item.q} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-medium text-fg">
                      {item.q}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <p className="mt-3 leading-relaxed text-muted">{item.a}</p>
                  </details>
                ))
              : null}
          </div>
          <p className="mt-6">
            <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
              {t('pricing.faqMore')}
            </Link>
          </p>
        </Container>
      </section>
    </>
  );
}
