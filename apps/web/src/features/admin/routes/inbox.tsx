import { CONTACT_STATUSES, type ContactStatus } from '@mustashar/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatNumber } from '@/lib/format';
import { useInbox } from '../api/inbox-api';
import { ConsoleError } from '../components/console-error';
import { InboxBadges } from '../components/inbox-badges';
import { Pager } from '../components/pager';

const FILTERS = [...CONTACT_STATUSES, 'all'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The support inbox (ADR 089): new messages by default, subscribers' first, then the soonest due. The due time is
 * the server's (8 business hours, Sunday–Thursday 09:00–17:00 Riyadh time); an unanswered message past it is marked.
 */
export function AdminInboxPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const filter: Filter = FILTERS.includes(asked as Filter) ? (asked as Filter) : 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useInbox(filter === 'all' ? '' : (filter as ContactStatus), page);
  const filterId = useId();
  const when = (iso: string) => formatDate(iso, lng, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('inbox.title')} | ${t('common:app.name')}`} />
      <h1 className="text-2xl font-bold text-fg">{t('inbox.title')}</h1>
      <p className="text-sm text-muted">{t('inbox.promise')}</p>
      <div className="max-w-xs">
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-fg">
          {t('inbox.filter')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => setParams(event.target.value === 'new' ? {} : { status: event.target.value })}
          className="block min-h-11 w-full rounded-xl border border-border bg-surface px-4 py-2.5 text-fg"
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`inbox.filters.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {inbox.isError ? <ConsoleError error={inbox.error} /> : null}
      {inbox.isPending ? (
        <Spinner className="size-6 text-primary" label={t('loading')} />
      ) : inbox.data ? (
        <section aria-busy={inbox.isFetching}>
          <p className="mb-2 text-sm text-muted" aria-live="polite">
            {t('inbox.count', { count: inbox.data.total, formatted: formatNumber(inbox.data.total, lng) })}
          </p>
          {inbox.data.messages.length === 0 ? (
            <p className="rounded-2xl border border-border bg-surface p-4 text-muted">{t('inbox.empty')}</p>
          ) : (
            <ol
              className="divide-y divide-border rounded-2xl border border-border bg-surface"
              data-testid="inbox-messages"
            >
              {inbox.data.messages.map((message) => (
                <li key={message.id} className="space-y-1.5 p-3 text-sm" data-testid="inbox-row">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <Link
                      to={`/admin/inbox/${message.id}`}
                      className="min-w-0 break-words font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <bdi>{message.subject}</bdi>
                    </Link>
                    <InboxBadges
                      status={message.status}
                      priority={message.priority}
                      overdue={message.overdue}
                    />
                  </div>
                  <p className="break-words text-fg">
                    <bdi>{message.name}</bdi>{' '}
                    <span className="text-muted">
                      <bdi dir="ltr">{message.email}</bdi>
                    </span>
                  </p>
                  <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
                    <div className="flex gap-1">
                      <dt className="after:content-[':']">{t('inbox.locale')}</dt>
                      <dd className="text-fg">{t(`locales.${message.locale}`)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="after:content-[':']">{t('inbox.received')}</dt>
                      <dd className="text-fg">
                        <time dateTime={message.receivedAt}>{when(message.receivedAt)}</time>
                      </dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="after:content-[':']">{t('inbox.due')}</dt>
                      <dd className="text-fg">
                        <time dateTime={message.dueAt}>{when(message.dueAt)}</time>
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ol>
          )}
          <Pager
            page={page}
            pageSize={inbox.data.pageSize}
            total={inbox.data.total}
            onPage={(next) =>
              setParams({ ...(filter === 'new' ? {} : { status: filter }), page: String(next) })
            }
          />
        </section>
      ) : null}
    </div>
  );
}
