import { SOCIAL_PROOF_COUNT } from '@mustashar/contracts/constants';
import { ArrowRight, CheckCircle2, Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { formatNumber } from '@/lib/format';
import { usePrimaryAction } from '../hooks/use-primary-action';
import { useTrialOffer } from '../hooks/use-trial-offer';

const RATING = 4.9;
const MAX_RATING = 5;
const STARS = [1, 2, 3, 4, 5];

export function CtaSection() {
  const { t, i18n } = useTranslation('landing');
  const lng = i18n.resolvedLanguage;
  const primary = usePrimaryAction();
  const benefits = [useTrialOffer(), t('cta.benefits.noCard'), t('cta.benefits.startNow')];

  return (
    <section id="cta" aria-labelledby="cta-title" className="py-20 sm:py-28">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 px-6 py-14 text-white shadow-xl sm:px-12 lg:grid lg:grid-cols-2 lg:gap-12 lg:px-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -end-24 size-72 rounded-full bg-gold-400/20 blur-3xl"
          />
          <div className="relative">
            <p className="text-sm font-bold tracking-wide text-gold-300 uppercase">{t('cta.eyebrow')}</p>
            <h2 id="cta-title" className="mt-3 text-3xl leading-tight font-bold text-balance sm:text-4xl">
              {t('cta.title')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{t('cta.subtitle')}</p>
            <ul className="mt-8 space-y-3">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-center gap-3 text-base">
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
                  {benefit}
                </li>
              ))}
            </ul>
            <Button size="lg" variant="gold" className="mt-10 w-full sm:w-auto" onClick={primary}>
              {t('cta.button')}
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Button>
          </div>

          <figure className="relative mt-12 rounded-2xl border border-white/15 bg-white/10 p-6 backdrop-blur sm:p-8 lg:mt-0 lg:self-center">
            <div
              role="img"
              aria-label={t('cta.ratingLabel', {
                count: MAX_RATING,
                rating: formatNumber(RATING, lng),
                max: formatNumber(MAX_RATING, lng),
              })}
              className="flex gap-1"
            >
              {STARS.map((n) => (
                <Star key={n} aria-hidden="true" className="size-5 fill-gold-300 text-gold-300" />
              ))}
            </div>
            <Quote aria-hidden="true" className="mt-6 size-8 text-gold-300/70 rtl:-scale-x-100" />
            <blockquote className="mt-3 text-lg leading-relaxed">{t('cta.testimonial')}</blockquote>
            <figcaption className="mt-4 text-sm font-medium text-brand-100">
              — {t('cta.testimonialAuthor')}
            </figcaption>
            <p className="mt-6 border-t border-white/15 pt-6 text-sm text-brand-100">
              {t('cta.socialProof', {
                count: SOCIAL_PROOF_COUNT,
                number: formatNumber(SOCIAL_PROOF_COUNT, lng),
              })}
            </p>
          </figure>
        </div>
      </Container>
    </section>
  );
}
