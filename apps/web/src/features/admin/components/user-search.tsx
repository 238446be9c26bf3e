import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatNumber } from '@/lib/format';
import { useUserSearch } from '../api/admin-api';
import { ConsoleError } from './console-error';
import { Pager } from './pager';

/** Search by email, name or id; the query and page live in the address, so a result can be linked and gone back to. */
export function UserSearch() {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const inputId = useId();
  const search = useUserSearch(q, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
            {t('users.searchLabel')}
          </label>
          <Input
            id={inputId}
            type="search"
            dir="auto"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('users.search')}
        </Button>
      </form>

      {search.isError ? <ConsoleError error={search.error} /> : null}
      {search.isPending ? (
        <Spinner className="size-6 text-primary" label={t('loading')} />
      ) : search.data ? (
        <section aria-labelledby={`${inputId}-results`} aria-busy={search.isFetching}>
          <h2 id={`${inputId}-results`} className="mb-2 text-sm text-muted" aria-live="polite">
            {t('users.results', {
              count: search.data.total,
              formatted: formatNumber(search.data.total, lng),
            })}
          </h2>
          {search.data.users.length > 0 ? (
            <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
              {search.data.users.map((user) => (
                <li key={user.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/users/${user.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <bdi>{user.name || user.email}</bdi>
                    </Link>
                    <p className="truncate text-sm text-muted" dir="ltr">
                      {user.email}
                    </p>
                  </div>
                  <p className="text-xs text-muted">
                    {user.role === 'user' ? null : <span className="me-2">{t(`roles.${user.role}`)}</span>}
                    {t('users.joined', { date: formatDate(user.createdAt, lng) })}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('users.none')}</p>
          )}
          <Pager page={page} pageSize={search.data.pageSize} total={search.data.total} onPage={goTo} />
        </section>
      ) : null}
    </div>
  );
}
