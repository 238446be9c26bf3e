import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatNumber } from '@/lib/format';
import { useAuditLog } from '../api/admin-api';
import { ConsoleError } from '../components/console-error';
import { Pager } from '../components/pager';

/** Console actions a filter offers by name; any other action can still be typed. */
const KNOWN_ACTIONS = [
  'admin.complimentary_days',
  'admin.sessions_ended',
  'admin.session_ended',
  'admin.role_granted',
  'admin.role_revoked',
  'admin.corpus_reindex',
  'admin.verification_resent',
  'admin.account_disabled',
  'admin.account_enabled',
  'admin.subscription_canceled',
  'admin.account_anonymised',
  'admin.plan_update',
  'admin.discount_create',
  'admin.discount_update',
  'admin.refund',
  'admin.contact_reply',
  'admin.contact_status',
] as const;

export function AdminAuditPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const actor = params.get('actor') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ action, actor });
  const ids = { action: useId(), actor: useId() };
  const log = useAuditLog(action, actor, page);

  const filters = (next: Record<string, string>) =>
    Object.fromEntries(Object.entries(next).filter(([, value]) => value.trim() !== ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(filters({ action: draft.action, actor: draft.actor.trim() }));
  };
  const label = (name: string) => t(`actions.${name.replace(/\./g, '_')}`, { defaultValue: name });

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('audit.title')} | ${t('common:app.name')}`} />
      <h1 className="text-2xl font-bold text-fg">{t('audit.title')}</h1>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('audit.filters')}>
        <div className="min-w-0 flex-1 basis-52">
          <label htmlFor={ids.action} className="mb-1.5 block text-sm font-medium text-fg">
            {t('audit.action')}
          </label>
          <select
            id={ids.action}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            className="block min-h-11 w-full rounded-xl border border-border bg-surface px-4 py-2.5 text-fg"
          >
            <option value="">{t('audit.anyAction')}</option>
            {KNOWN_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {label(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-52">
          <label htmlFor={ids.actor} className="mb-1.5 block text-sm font-medium text-fg">
            {t('audit.actor')}
          </label>
          <Input
            id={ids.actor}
            type="search"
            dir="ltr"
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </div>
        <Button type="submit">{t('audit.apply')}</Button>
      </form>

      {log.isError ? <ConsoleError error={log.error} /> : null}
      {log.isPending ? (
        <Spinner className="size-6 text-primary" label={t('loading')} />
      ) : log.data ? (
        <section aria-busy={log.isFetching}>
          <p className="mb-2 text-sm text-muted" aria-live="polite">
            {t('audit.count', { count: log.data.total, formatted: formatNumber(log.data.total, lng) })}
          </p>
          <ol
            className="divide-y divide-border rounded-2xl border border-border bg-surface"
            data-testid="audit-entries"
          >
            {log.data.entries.map((entry) => {
              const detail = entry.detail as {
                days?: number;
                before?: unknown;
                after?: unknown;
                targetUserId?: string;
              };
              return (
                <li key={entry.id} className="space-y-1 p-3 text-sm">
                  <p className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium text-fg">{label(entry.action)}</span>
                    <time dateTime={entry.createdAt} className="text-muted">
                      {formatDate(entry.createdAt, lng, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </p>
                  <p className="text-muted">
                    {t('audit.by')} <bdi>{entry.actorEmail ?? t('audit.commandLine')}</bdi>
                    {entry.ip ? (
                      <span className="ms-2">
                        <bdi dir="ltr">{entry.ip}</bdi>
                      </span>
                    ) : null}
                  </p>
                  {detail.before !== undefined || detail.after !== undefined ? (
                    <details>
                      <summary className="cursor-pointer text-primary">{t('audit.change')}</summary>
                      <pre
                        dir="ltr"
                        className="mt-1 overflow-x-auto rounded-lg bg-surface-2 p-2 text-start text-xs text-fg"
                      >
                        {JSON.stringify(
                          { before: detail.before ?? null, after: detail.after ?? null },
                          null,
                          2,
                        )}
                      </pre>
                    </details>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <Pager
            page={page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={(next) => setParams({ ...filters({ action, actor }), page: String(next) })}
          />
        </section>
      ) : null}
    </div>
  );
}
