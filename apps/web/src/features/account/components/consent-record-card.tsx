import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatDate, localizeDigits } from '@/lib/format';
import { useConsents } from '../api/get-consents';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** What the user accepted or chose, and when: the consent record, newest first. */
export function ConsentRecordCard() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage;
  const consents = useConsents();
  const record = consents.data?.record ?? [];

  return (
    <Card aria-labelledby="consent-record-title">
      <h2 id="consent-record-title" className="text-lg font-bold text-fg">
        {t('dataRights.consents.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('dataRights.consents.body')}</p>
      {consents.isSuccess && record.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('dataRights.consents.empty')}</p>
      ) : null}
      {record.length > 0 ? (
        <ul className="mt-4 divide-y divide-border">
          {record.map((entry) => (
            <li
              key={`${entry.subject}-${entry.at}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="font-medium text-fg">
                {t(`dataRights.consents.subjects.${entry.subject}`)}
                {entry.version ? (
                  <span className="ms-2 text-muted">
                    {t('dataRights.consents.version', {
                      version: localizeDigits(entry.version, lng),
                    })}
                  </span>
                ) : null}
              </span>
              <span className="text-muted">
                {t(entry.granted ? 'dataRights.consents.granted' : 'dataRights.consents.declined')}
                {' · '}
                <time dateTime={entry.at}>{formatDate(entry.at, lng, DATE_TIME)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
