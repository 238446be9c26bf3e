import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useInboxSummary } from '../api/inbox-api';

/** The console menu's "Inbox", with how many messages are new, in the reader's digits. */
export function InboxNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { t, i18n } = useTranslation('admin');
  const summary = useInboxSummary(true);
  const count = summary.data?.new ?? 0;
  return (
    <NavLink to="/admin/inbox" className={className}>
      {t('nav.inbox')}
      {count > 0 ? (
        <span
          className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-fg"
          data-testid="inbox-new-count"
        >
          <span aria-hidden="true">{formatNumber(count, i18n.resolvedLanguage)}</span>
          <span className="sr-only">
            {' '}
            {t('inbox.newCount', { count, formatted: formatNumber(count, i18n.resolvedLanguage) })}
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}
