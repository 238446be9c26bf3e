import { MOBILE_HISTORY_THREADS } from '@mustashar/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '../lib/types';
import { ThreadGroups } from './thread-groups';
import { ThreadRow } from './thread-row';

/** Mobile: the whole history sidebar in a drawer from the start side. */
export function HistoryDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[88vw] flex-col bg-surface pt-12 shadow-2xl focus:outline-none">
          <Dialog.Title className="absolute top-4 start-5 text-sm font-bold text-fg">
            {t('sidebar.label')}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t('sidebar.description')}</Dialog.Description>
          <Dialog.Close
            aria-label={t('sidebar.close')}
            className="absolute top-1 end-1 inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mobile: a bottom sheet with the 5 most recent threads (pinned ones first, in their own group) and a see-more control. */
export function HistorySheet({
  open,
  onOpenChange,
  threads,
  activeId,
  onSelect,
  onSeeMore,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  threads: readonly Thread[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onSeeMore: () => void;
}) {
  const { t } = useTranslation('chat');
  const shown = threads.slice(0, MOBILE_HISTORY_THREADS);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-3 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none">
          <span aria-hidden="true" className="mx-auto mb-2 block h-1.5 w-10 rounded-full bg-border" />
          <div className="flex items-center justify-between px-2">
            <Dialog.Title className="text-base font-bold text-fg">{t('header.recent')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('sidebar.description')}</Dialog.Description>
          {shown.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted">{t('sidebar.empty')}</p>
          ) : (
            <div className="mt-1">
              <ThreadGroups
                threads={shown}
                testId="sheet-thread-list"
                render={(group) =>
                  group.map((thread) => (
                    <ThreadRow
                      key={thread.id}
                      title={thread.title}
                      pinned={thread.pinned}
                      active={thread.id === activeId}
                      onSelect={() => onSelect(thread.id)}
                    />
                  ))
                }
              />
            </div>
          )}
          <button
            type="button"
            onClick={onSeeMore}
            className="mt-2 flex min-h-11 w-full items-center justify-center gap-1 rounded-xl border border-border text-sm font-medium text-primary hover:bg-surface-2"
          >
            {t('sidebar.seeMore')}
            <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
