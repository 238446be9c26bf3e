import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '../lib/types';

export function GroupHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
      {children}
    </h2>
  );
}

/**
 * The history in two groups, as chat apps show it: pinned threads under "Pinned", the rest under "Recent"; a
 * thread appears in one of them only. Without pinned threads there is just "Recent".
 */
export function ThreadGroups({
  threads,
  render,
  testId,
}: {
  threads: readonly Thread[];
  render: (group: readonly Thread[]) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('chat');
  const pinnedId = useId();
  const recentId = useId();
  const pinned = threads.filter((thread) => thread.pinned);
  const recent = threads.filter((thread) => !thread.pinned);
  return (
    <div data-testid={testId} className="flex flex-col gap-3">
      {pinned.length > 0 ? (
        <section aria-labelledby={pinnedId}>
          <GroupHeading id={pinnedId}>{t('sidebar.pinned')}</GroupHeading>
          <ul className="flex flex-col gap-0.5" data-testid="pinned-threads">
            {render(pinned)}
          </ul>
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section aria-labelledby={recentId}>
          <GroupHeading id={recentId}>{t('sidebar.recent')}</GroupHeading>
          <ul className="flex flex-col gap-0.5" data-testid="recent-threads">
            {render(recent)}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
