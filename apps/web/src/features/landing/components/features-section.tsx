import { FileSignature, Languages, Scale, ShieldCheck } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

const FEATURES: Array<{ key: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'statutes', Icon: Scale },
  { key: 'arabic', Icon: Languages },
  { key: 'documents', Icon: FileSignature },
  { key: 'privacy', Icon: ShieldCheck },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          subtitle={t('features.subtitle')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, Icon }) => (
            <li
              key={key}
              className="group rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-fg">{t(`features.items.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`features.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
