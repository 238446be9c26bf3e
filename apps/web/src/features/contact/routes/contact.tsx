import { SUPPORT } from '@mustashar/contracts/constants';
import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink } from '@/components/ui/email-address';
import { PageMeta } from '@/components/ui/page-meta';
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon';
import { formatClockTime, formatNumber, formatPhone } from '@/lib/format';
import { usePublicConfig } from '@/lib/public-config';
import { ContactForm } from '../components/contact-form';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <div className="font-medium text-fg">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  const { t, i18n } = useTranslation('pages');
  const lng = i18n.resolvedLanguage;
  const config = usePublicConfig();
  return (
    <div>
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} />
      <h1 className="text-3xl leading-tight font-bold text-fg sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('contact.subtitle')}</p>

      <div className="mt-10 grid gap-10 xl:grid-cols-[1fr_18rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold text-fg">
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="mb-6 text-xl font-bold text-fg">
            {t('contact.detailsTitle')}
          </h2>
          <ul className="space-y-6">
            <Detail icon={<Mail aria-hidden="true" className="size-5" />} label={t('common:contact.email')}>
              <EmailLink className="underline-offset-4 hover:underline" email={config.supportEmail} />
            </Detail>
            {config.whatsappNumber ? (
              <Detail icon={<WhatsAppIcon className="size-5" />} label={t('common:contact.whatsapp')}>
                <a
                  href={`https://wa.me/${config.whatsappNumber}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className="underline-offset-4 hover:underline"
                >
                  {formatPhone(config.whatsappNumber, lng)}
                </a>
              </Detail>
            ) : null}
            <Detail icon={<Clock aria-hidden="true" className="size-5" />} label={t('common:contact.hours')}>
              {t('common:contact.hoursValue', {
                open: formatClockTime(SUPPORT.opens, lng),
                close: formatClockTime(SUPPORT.closes, lng),
              })}
              <p className="mt-1 text-sm font-normal text-muted">
                {t('common:contact.replyWithin', {
                  count: SUPPORT.replyWithinHours,
                  hours: formatNumber(SUPPORT.replyWithinHours, lng),
                })}
              </p>
            </Detail>
            <Detail
              icon={<MapPin aria-hidden="true" className="size-5" />}
              label={t('common:contact.office')}
            >
              {lng === 'en' ? config.office.en : config.office.ar}
            </Detail>
          </ul>
        </section>
      </div>
    </div>
  );
}
