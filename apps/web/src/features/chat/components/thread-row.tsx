import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FileDown, MessageSquare, MoreHorizontal, Pencil, Pin, PinOff, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ChatExportFormat } from '../api/export-chat';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';

export interface ThreadActions {
  onRename: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
  /** Subscribers, for a conversation the server stores. */
  onExport?: (format: ChatExportFormat) => void;
  /** Subscribers, for a conversation the server stores: its read-only links. */
  onShare?: () => void;
}

interface ThreadRowProps {
  title: string;
  pinned: boolean;
  active: boolean;
  onSelect: () => void;
  actions?: ThreadActions;
}

/** One chat in the history list: opens it; its menu renames, pins, exports, shares or deletes it. */
export function ThreadRow({ title, pinned, active, onSelect, actions }: ThreadRowProps) {
  const { t, i18n } = useTranslation('chat');
  const shown = title || t('thread.untitled');
  return (
    <li className="group relative" data-testid="thread-row">
      <button
        type="button"
        onClick={onSelect}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex min-h-11 w-full items-center gap-2 rounded-xl py-2 ps-3 pe-11 text-start text-sm transition-colors',
          active ? 'bg-primary-soft font-medium text-primary-soft-fg' : 'text-fg hover:bg-surface-2',
        )}
      >
        {pinned ? (
          <>
            <Pin aria-hidden="true" className="size-3.5 shrink-0 text-accent-text" />
            <span className="sr-only">{t('thread.pinned')}: </span>
          </>
        ) : (
          <MessageSquare aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
        )}
        {/* Two lines hold a whole title (cut at a word already); a line-long cut would split a word. */}
        <span className="line-clamp-2 min-w-0 flex-1 break-words" dir="auto">
          {shown}
        </span>
      </button>
      {actions ? (
        <DropdownMenu.Root
          dir={i18n.dir()}
          // Not modal: a modal menu hides the rest of the page from assistive technology, links and all, while
          // they stay focusable.
          modal={false}
        >
          <DropdownMenu.Trigger
            aria-label={t('thread.actions', { title: shown })}
            className="absolute inset-y-0 end-0 my-auto inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2"
          >
            <MoreHorizontal aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-[60] min-w-48 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
            >
              <DropdownMenu.Item className={itemClass} onSelect={actions.onRename}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('thread.rename')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={actions.onTogglePin}>
                {pinned ? (
                  <PinOff aria-hidden="true" className="size-4" />
                ) : (
                  <Pin aria-hidden="true" className="size-4" />
                )}
                {t(pinned ? 'thread.unpin' : 'thread.pin')}
              </DropdownMenu.Item>
              {actions.onExport ? (
                <>
                  <DropdownMenu.Item className={itemClass} onSelect={() => actions.onExport?.('pdf')}>
                    <FileDown aria-hidden="true" className="size-4" />
                    {t('thread.exportPdf')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className={itemClass} onSelect={() => actions.onExport?.('csv')}>
                    <FileDown aria-hidden="true" className="size-4" />
                    {t('thread.exportCsv')}
                  </DropdownMenu.Item>
                </>
              ) : null}
              {actions.onShare ? (
                <DropdownMenu.Item className={itemClass} onSelect={actions.onShare}>
                  <Share2 aria-hidden="true" className="size-4" />
                  {t('thread.share')}
                </DropdownMenu.Item>
              ) : null}
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item
                className={cn(itemClass, 'text-red-700 dark:text-red-300')}
                onSelect={actions.onDelete}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('thread.delete')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </li>
  );
}
