import { Download, Gem, PanelRightClose, Plus, Search, X } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useConversationSearch } from '../api/conversations';
import type { ChatExportFormat } from '../api/export-chat';
import { normalizeForSearch } from '../lib/format';
import type { Thread } from '../lib/types';
import { GroupHeading, ThreadGroups } from './thread-groups';
import { type ThreadActions, ThreadRow } from './thread-row';

const SEARCH_DEBOUNCE_MS = 300;

export interface HistoryHandlers {
  /** `query`: opened from a search, whose terms the conversation then marks. */
  onSelect: (threadId: string, query?: string) => void;
  /** A server search result that is not in the local copy yet. */
  onOpenConversation: (conversationId: string, query?: string) => void;
  onNewChat: () => void;
  onOpenGems: () => void;
  actionsFor: (thread: Thread) => ThreadActions;
  onExport?: (format: ChatExportFormat) => void;
}

interface HistorySidebarProps extends HistoryHandlers {
  threads: readonly Thread[];
  activeId: string | null;
  subscriber: boolean;
  /** Desktop: hides the sidebar. */
  onCollapse?: () => void;
  exporting?: boolean;
  /** Changes when the search shortcut is pressed: the search box takes the focus. */
  searchFocus?: number;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function matches(thread: Thread, terms: string[]): boolean {
  const haystack = normalizeForSearch([thread.title, ...thread.messages.map((m) => m.text)].join(' '));
  return terms.every((term) => haystack.includes(term));
}

/**
 * Search (the server's for subscribers, this browser's for guests), new chat, explore gems and the
 * history (pinned, then recent) with rename, pin and delete.
 */
export function HistorySidebar({
  threads,
  activeId,
  subscriber,
  onSelect,
  onOpenConversation,
  onNewChat,
  onOpenGems,
  actionsFor,
  onExport,
  onCollapse,
  exporting,
  searchFocus,
}: HistorySidebarProps) {
  const { t } = useTranslation('chat');
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!searchFocus) return;
    // After a drawer opening around it has placed its own first focus.
    const frame = requestAnimationFrame(() => searchBox.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [searchFocus]);
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const debounced = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const serverSearch = useConversationSearch(debounced, subscriber);
  const localQuery = useDeferredValue(typed);

  const localResults = useMemo(() => {
    if (subscriber || !localQuery) return null;
    const terms = normalizeForSearch(localQuery).split(/\s+/).filter(Boolean);
    return threads.filter((thread) => matches(thread, terms));
  }, [localQuery, subscriber, threads]);

  const byConversation = useMemo(
    () => new Map(threads.filter((t) => t.conversationId).map((t) => [t.conversationId!, t])),
    [threads],
  );

  const searching = typed !== '';
  let body: ReactNode;
  if (searching && subscriber) {
    if (serverSearch.isError)
      body = <p className="px-3 py-2 text-sm text-red-700 dark:text-red-300">{t('sidebar.searchFailed')}</p>;
    else if (!serverSearch.data || debounced !== typed)
      body = <p className="px-3 py-2 text-sm text-muted">{t('sidebar.searching')}</p>;
    else if (serverSearch.data.length === 0)
      body = <p className="px-3 py-2 text-sm text-muted">{t('sidebar.noResults', { q: typed })}</p>;
    else
      body = (
        <ul className="flex flex-col gap-0.5" data-testid="search-results">
          {serverSearch.data.map((summary) => {
            const local = byConversation.get(summary.id);
            return (
              <ThreadRow
                key={summary.id}
                title={local?.title ?? summary.title}
                pinned={local?.pinned ?? summary.pinned}
                active={local ? local.id === activeId : false}
                onSelect={() => (local ? onSelect(local.id, typed) : onOpenConversation(summary.id, typed))}
                actions={local ? actionsFor(local) : undefined}
              />
            );
          })}
        </ul>
      );
  } else {
    const list = localResults ?? threads;
    const rows = (group: readonly Thread[]) =>
      group.map((thread) => (
        <ThreadRow
          key={thread.id}
          title={thread.title}
          pinned={thread.pinned}
          active={thread.id === activeId}
          onSelect={() => onSelect(thread.id, searching ? typed : undefined)}
          actions={actionsFor(thread)}
        />
      ));
    body =
      list.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">
          {searching ? t('sidebar.noResults', { q: typed }) : t('sidebar.empty')}
        </p>
      ) : searching ? (
        <ul className="flex flex-col gap-0.5" data-testid="search-results">
          {rows(list)}
        </ul>
      ) : (
        <ThreadGroups threads={list} render={rows} testId="thread-list" />
      );
  }

  return (
    <nav aria-label={t('sidebar.label')} className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1.5 p-3 pb-2">
        <button
          type="button"
          onClick={onNewChat}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl bg-primary px-4 text-sm font-medium text-primary-fg shadow-sm hover:bg-primary-hover"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('sidebar.newChat')}
        </button>
        {onCollapse ? (
          <button
            type="button"
            onClick={onCollapse}
            aria-label={t('header.collapse')}
            title={t('header.collapse')}
            className="inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
          >
            <PanelRightClose aria-hidden="true" className="size-5 ltr:-scale-x-100" />
          </button>
        ) : null}
      </div>
      <div className="px-3">
        <button
          type="button"
          onClick={onOpenGems}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-sm font-medium text-fg hover:bg-surface-2"
        >
          <Gem aria-hidden="true" className="size-4 text-accent-text" />
          {t('sidebar.gems')}
        </button>
        <div className="relative mt-1">
          <label htmlFor={searchId} className="sr-only">
            {t('sidebar.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-muted"
          />
          <input
            ref={searchBox}
            id={searchId}
            type="search"
            dir="auto"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('sidebar.searchPlaceholder')}
            maxLength={200}
            className="block min-h-11 w-full rounded-xl border border-border bg-canvas ps-9 pe-10 text-sm text-fg placeholder:text-muted focus-visible:border-primary [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={t('sidebar.clearSearch')}
              className="absolute inset-y-0 end-0 inline-flex size-11 items-center justify-center text-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-3 min-h-0 flex-1 overflow-y-auto px-3 pb-3">
        {searching ? <GroupHeading>{t('sidebar.results')}</GroupHeading> : null}
        {body}
      </div>
      {subscriber && onExport ? (
        <div className="border-t border-border p-3">
          <p className="flex items-center gap-1.5 px-1 text-xs font-semibold text-muted">
            <Download aria-hidden="true" className="size-3.5" />
            {t('sidebar.export')}
          </p>
          <div className="mt-1.5 grid grid-cols-2 gap-1.5">
            {(['pdf', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                disabled={exporting}
                onClick={() => onExport(format)}
                className={cn(
                  'min-h-11 rounded-xl border border-border bg-surface px-2 text-sm font-medium text-fg hover:bg-surface-2 disabled:opacity-60',
                )}
              >
                {t(format === 'pdf' ? 'sidebar.exportPdf' : 'sidebar.exportCsv')}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </nav>
  );
}
