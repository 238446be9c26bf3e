import { SUPPORT } from '@mustashar/contracts/constants';
import { ArrowRight, Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmailLink } from '@/components/ui/email-address';
import { SectionHeading } from '@/components/ui/section-heading';
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon';
import { cn } from '@/lib/cn';
import { formatClockTime, formatPhone } from '@/lib/format';
import { usePublicConfig } from '@/lib/public-config';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-muted">{label}</h3>
        <div className="mt-1 font-bold text-fg">{children}</div>
      </div>
    </li>
  );
}

export function ContactSection() {
  const { t, i18n } = useTranslation('landing');
  const lng = i18n.resolvedLanguage;
  const config = usePublicConfig();
  const office = lng === 'en' ? config.office.en : config.office.ar;

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-surface-2/60 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="contact-title"
          eyebrow={t('contactSection.eyebrow')}
          title={t('contactSection.title')}
          subtitle={t('contactSection.subtitle')}
        />
        <ul
          className={cn(
            'mt-12 grid gap-4 sm:grid-cols-2',
            config.whatsappNumber ? 'xl:grid-cols-4' : 'xl:grid-cols-3',
          )}
        >
          <Item icon={<Mail aria-hidden="true" className="size-5" />} label={t('common:contact.email')}>
            <EmailLink className="underline-offset-4 hover:underline" email={config.supportEmail} />
          </Item>
          {config.whatsappNumber ? (
            <Item icon={<WhatsAppIcon className="size-5" />} label={t('common:contact.whatsapp')}>
              <a
                className="underline-offset-4 hover:underline"
                href={`https://wa.me/${config.whatsappNumber}`}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
              >
                {formatPhone(config.whatsappNumber, lng)}
              </a>
            </Item>
          ) : null}
          <Item icon={<Clock aria-hidden="true" className="size-5" />} label={t('common:contact.hours')}>
            {t('common:contact.hoursValue', {
              open: formatClockTime(SUPPORT.opens, lng),
              close: formatClockTime(SUPPORT.closes, lng),
            })}
          </Item>
          <Item icon={<MapPin aria-hidden="true" className="size-5" />} label={t('common:contact.office')}>
            {office}
          </Item>
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/contact" variant="primary" size="lg">
            {t('contactSection.cta')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
