import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "Download my data": asks for a copy, which is e-mailed as a link; shows the newest request's state. */
export function DataExportCard() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage;
  const status = useDataExport();
  const request = useRequestDataExport();
  const latest = status.data?.latest ?? null;
  const nextAllowedAt = status.data?.nextAllowedAt ?? null;
  const waiting = nextAllowedAt !== null && new Date(nextAllowedAt).getTime() > Date.now();
  const error =
    request.error instanceof ApiError
      ? request.error.message
      : request.error
        ? t('dataRights.export.failed')
        : null;

  return (
    <Card aria-labelledby="data-export-title">
      <h2 id="data-export-title" className="text-lg font-bold text-fg">
        {t('dataRights.export.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('dataRights.export.body')}</p>
      {latest ? (
        <p className="mt-3 text-sm text-fg" role="status">
          {t(`dataRights.export.state.${latest.state}`, {
            requestedAt: formatDate(latest.requestedAt, lng, DATE_TIME),
            expiresAt: latest.expiresAt ? formatDate(latest.expiresAt, lng, DATE_TIME) : '',
          })}
        </p>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          onClick={() => request.mutate()}
          disabled={request.isPending || status.isPending || waiting}
        >
          {request.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t('dataRights.export.button')}
        </Button>
        {waiting ? (
          <span className="text-sm text-muted">
            {t('dataRights.export.nextAllowed', { at: formatDate(nextAllowedAt, lng, DATE_TIME) })}
          </span>
        ) : null}
      </div>
    </Card>
  );
}
