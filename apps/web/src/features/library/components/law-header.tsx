import type { LawDetail } from '@mustashar/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, localizeDigits } from '@/lib/format';
import { categoryOf } from '../lib/categories';
import { formatGregorian, formatHijri } from '../lib/dates';
import { isArabicText, safeExternalUrl } from '../lib/text';
import { LawStatusBadge } from './law-status-badge';

function IssuedDate({ law }: { law: LawDetail }) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  const parts = [
    law.issuedHijri ? formatHijri(law.issuedHijri, lng) : null,
    law.issuedGregorian ? formatGregorian(law.issuedGregorian, lng) : null,
  ].filter(Boolean);
  if (parts.length > 0) return <>{parts.join(' · ')}</>;
  return <RawDate value={law.issued ?? ''} />;
}

/** A date as the source wrote it (not parsed): Arabic text keeps its direction. */
function RawDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const arabic = isArabicText(value);
  return (
    <bdi dir={arabic ? 'rtl' : undefined} lang={arabic ? 'ar' : undefined}>
      {localizeDigits(value, i18n.resolvedLanguage)}
    </bdi>
  );
}

/** The law's titles, status, category, dates and official source. */
export function LawHeader({ law }: { law: LawDetail }) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const english = lng === 'en' && law.titleEn ? law.titleEn : null;
  const hasIssued = Boolean(law.issuedHijri || law.issuedGregorian || law.issued);
  const source = safeExternalUrl(law.url);

  return (
    <header className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <LawStatusBadge status={law.status} />
        <span>{t(`categories.${categoryOf(law.category)}`)}</span>
        <span aria-hidden="true">·</span>
        <span>
          {t('laws.articleCount', { count: law.articleCount, n: formatNumber(law.articleCount, lng) })}
        </span>
      </div>
      {english ? (
        <>
          <h1 className="mt-3 text-2xl leading-tight font-bold text-fg sm:text-3xl">{english}</h1>
          <p dir="rtl" lang="ar" className="mt-2 text-start text-xl font-bold text-fg">
            {law.title}
          </p>
        </>
      ) : (
        <h1
          dir={lng === 'en' ? 'rtl' : undefined}
          lang="ar"
          className="mt-3 text-2xl leading-tight font-bold text-fg sm:text-3xl"
        >
          {law.title}
        </h1>
      )}
      {lng !== 'en' && law.titleEn ? (
        <p className="mt-2 text-muted">
          <bdi dir="ltr" lang="en">
            {law.titleEn}
          </bdi>
        </p>
      ) : null}

      {hasIssued || law.published || source ? (
        <dl className="mt-5 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {hasIssued ? (
            <>
              <dt className="font-bold text-fg">{t('law.issued')}</dt>
              <dd className="text-muted">
                <IssuedDate law={law} />
              </dd>
            </>
          ) : null}
          {law.published ? (
            <>
              <dt className="font-bold text-fg">{t('law.published')}</dt>
              <dd className="text-muted">
                <RawDate value={law.published} />
              </dd>
            </>
          ) : null}
          {source ? (
            <>
              <dt className="font-bold text-fg">{t('law.source')}</dt>
              <dd>
                <a
                  href={source.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium break-all text-primary underline underline-offset-4"
                >
                  {source.hostname}
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only"> {t('law.opensNewTab')}</span>
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </header>
  );
}
