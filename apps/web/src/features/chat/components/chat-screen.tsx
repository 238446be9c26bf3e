import { type AssistantId, type ChatReplyFrame, searchTerms } from '@mustashar/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchTermsProvider } from '@/components/answer/search-highlight';
import { PageMeta } from '@/components/ui/page-meta';
import { acceptCookieConsent } from '@/lib/cookie-consent';
import { saveFile } from '@/lib/save-file';
import { useAuth } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { getConversation } from '../api/conversations';
import { type ChatExportFormat, exportChat } from '../api/export-chat';
import { useAssistants } from '../api/get-assistants';
import { useChatAddress } from '../hooks/use-chat-address';
import { type AccessError, useChatSession } from '../hooks/use-chat-session';
import { useChatShortcuts } from '../hooks/use-chat-shortcuts';
import { useGuestTrial } from '../hooks/use-guest-trial';
import { useServerSync } from '../hooks/use-server-sync';
import { useThreadActions } from '../hooks/use-thread-actions';
import type { SocketFactory } from '../lib/chat-socket';
import { sortThreads } from '../lib/chat-store';
import { blinkTitle, playNotificationSound, unlockSound } from '../lib/notify';
import { fromServerConversation } from '../lib/reconcile';
import type { Thread } from '../lib/types';
import { ConsentNotice, StartingNotice, VpnNotice } from './access-notices';
import { ChatHeader } from './chat-header';
import { Composer, type Uploader } from './composer';
import { ConversationMissing } from './conversation-missing';
import { GemsDialog, useAssistantName } from './gems-dialog';
import { HistorySidebar } from './history-sidebar';
import { LimitModal } from './limit-modal';
import { MessageList } from './message-list';
import { HistoryDrawer, HistorySheet } from './mobile-history';
import { ShareDialog } from './share-dialog';
import { ShortcutsDialog } from './shortcuts-dialog';
import { DeleteDialog, RenameDialog } from './thread-dialogs';
import type { ThreadActions } from './thread-row';
import { TrialBanner } from './trial-banner';

const SIDEBAR_KEY = 'mustashar_chat_sidebar';
const NO_TERMS: readonly string[] = [];

export interface ChatScreenProps {
  /** The subscriber's user id; null for a guest on the free trial. */
  owner: string | null;
  /** Language and theme switches from the app shell. */
  tools?: ReactNode;
  /** Tests hand in a fake WebSocket and uploader. */
  createSocket?: SocketFactory;
  upload?: Uploader;
}

export function ChatScreen({ owner, tools, createSocket, upload }: ChatScreenProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  const subscriber = owner !== null;
  const trial = useGuestTrial(!subscriber);
  const assistantName = useAssistantName();

  const toDashboard = useCallback(
    (message?: string) => {
      if (message) toast.error(message);
      // The stored user still says "subscribed": ask the server before the dashboard's gate reads it.
      void refresh().finally(() => navigate('/dashboard', { replace: true }));
    },
    [navigate, refresh],
  );

  const onAccessError = useCallback(
    (code: AccessError, message: string | undefined) => {
      if (code === 'session_expired') toDashboard(message ?? t('sessionExpired'));
      else if (code === 'vpn_blocked') trial.block('vpn', message);
      else trial.block('limit', message);
    },
    [t, toDashboard, trial.block],
  );

  const stopBlink = useRef<(() => void) | null>(null);
  /** Read out by screen readers when an answer is complete (the streamed text itself is not announced). */
  const [announcement, setAnnouncement] = useState('');
  const onReply = useCallback(
    (frame: ChatReplyFrame) => {
      trial.onReply(frame);
      setAnnouncement((previous) =>
        previous === t('message.newReply') ? `${t('message.newReply')}.` : t('message.newReply'),
      );
      // A reply landing in a hidden tab: a sound (volume 0.6) and the title blinking until the tab is back.
      if (document.visibilityState === 'hidden') {
        playNotificationSound();
        stopBlink.current?.();
        stopBlink.current = blinkTitle(`● ${t('message.newReply')} — ${t('message.assistant')}`);
      }
    },
    [t, trial.onReply],
  );
  useEffect(() => () => stopBlink.current?.(), []);

  const session = useChatSession({
    owner,
    onReply,
    onAccessError,
    startTrial: subscriber ? undefined : trial.ensureStarted,
    createSocket,
  });
  const { store, state } = session;
  const syncing = useServerSync(session, subscriber, () => toDashboard());
  const actions = useThreadActions(store, subscriber, () => toDashboard());
  const address = useChatAddress({
    store,
    state,
    enabled: subscriber,
    ready: !syncing,
    onLoadFailed: () => toast.error(t('thread.loadFailed')),
  });

  const threads = useMemo(() => sortThreads(state.threads), [state.threads]);
  const active = state.threads.find((thread) => thread.id === state.activeId) ?? null;
  const assistant: AssistantId = active?.assistant ?? state.draftAssistant;
  // The header names a specialised assistant as the legal engine does.
  const assistants = useAssistants(assistant !== 'general');

  // Guests: the timer running out ends the trial (the server agrees: it refuses from then on).
  const { endsAt, block } = trial;
  useEffect(() => {
    if (subscriber || endsAt === null) return;
    const timer = setTimeout(() => block('limit'), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [block, endsAt, subscriber]);

  const [collapsed, setCollapsed] = useState(() => readStorage(SIDEBAR_KEY) === 'collapsed');
  const setSidebar = (next: boolean) => {
    setCollapsed(next);
    writeStorage(SIDEBAR_KEY, next ? 'collapsed' : 'open');
  };
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [gemsOpen, setGemsOpen] = useState(false);
  const [renaming, setRenaming] = useState<Thread | null>(null);
  const [deleting, setDeleting] = useState<Thread | null>(null);
  const [sharing, setSharing] = useState<Thread | null>(null);
  const [exporting, setExporting] = useState(false);
  const [preset, setPreset] = useState<{ text: string; nonce: number } | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [composerFocus, setComposerFocus] = useState(0);
  const [searchFocus, setSearchFocus] = useState(0);
  /** Opened from a search: that thread marks the search's terms until another is opened. */
  const [found, setFound] = useState<{ threadId: string; terms: string[] } | null>(null);
  /** Counts the moves to another conversation: the composer's picked files belong to the one left. */
  const [draft, setDraft] = useState(0);
  const { leave } = address;
  const leaveConversation = useCallback(() => {
    setDraft((n) => n + 1);
    setFound(null);
    leave();
  }, [leave]);

  const closeMobile = useCallback(() => {
    setDrawerOpen(false);
    setSheetOpen(false);
  }, []);

  const runExport = useCallback(
    async (format: ChatExportFormat, conversationId?: string) => {
      setExporting(true);
      try {
        saveFile(await exportChat(format, conversationId));
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : t('sidebar.exportFailed'));
      } finally {
        setExporting(false);
      }
    },
    [t],
  );

  const actionsFor = useCallback(
    (thread: Thread): ThreadActions => ({
      onRename: () => setRenaming(thread),
      onTogglePin: () => void actions.togglePin(thread),
      onDelete: () => setDeleting(thread),
      onExport:
        subscriber && thread.conversationId
          ? (format) => void runExport(format, thread.conversationId)
          : undefined,
      onShare: subscriber && thread.conversationId ? () => setSharing(thread) : undefined,
    }),
    [actions, runExport, subscriber],
  );

  const openConversation = useCallback(
    async (conversationId: string, query?: string) => {
      try {
        const thread = fromServerConversation(await getConversation(conversationId));
        store.upsert(thread, true);
        leaveConversation();
        if (query) setFound({ threadId: thread.id, terms: searchTerms(query) });
        closeMobile();
      } catch {
        toast.error(t('thread.loadFailed'));
      }
    },
    [closeMobile, leaveConversation, store, t],
  );

  const blocked = trial.phase === 'limit' || trial.phase === 'vpn';
  const ready = subscriber ? !syncing : trial.phase === 'ready';
  const busy = session.inflight !== null;

  const { regenerate: askAgain, edit: sendEdit, showVersion: switchVersion } = session;
  const regenerate = useCallback(
    (messageId: string) => {
      unlockSound();
      askAgain(messageId);
    },
    [askAgain],
  );
  const edit = useCallback(
    (messageId: string, text: string) => {
      unlockSound();
      sendEdit(messageId, text);
    },
    [sendEdit],
  );
  const showVersion = useCallback(
    (messageId: string, index: number) => {
      switchVersion(messageId, index).catch(() => toast.error(t('versions.changeFailed')));
    },
    [switchVersion, t],
  );

  const send = (text: string, attachments: Parameters<typeof session.ask>[1]) => {
    unlockSound();
    return session.ask(text, attachments);
  };

  const handlers = {
    onSelect: (id: string, query?: string) => {
      if (id !== state.activeId) leaveConversation();
      store.select(id);
      if (query) setFound({ threadId: id, terms: searchTerms(query) });
      closeMobile();
    },
    onOpenConversation: (id: string, query?: string) => void openConversation(id, query),
    onNewChat: () => {
      leaveConversation();
      session.newChat('general');
      closeMobile();
    },
    onOpenGems: () => {
      closeMobile();
      setGemsOpen(true);
    },
    actionsFor,
    onExport: subscriber ? (format: ChatExportFormat) => void runExport(format) : undefined,
  };

  useChatShortcuts({
    newChat: handlers.onNewChat,
    focusComposer: () => setComposerFocus((n) => n + 1),
    search: () => {
      // The search box is in the sidebar on a wide screen and in the drawer on a phone.
      if (window.matchMedia?.('(min-width: 768px)').matches ?? true) {
        if (collapsed) setSidebar(false);
      } else setDrawerOpen(true);
      setSearchFocus((n) => n + 1);
    },
    stop: busy ? session.stop : undefined,
    help: () => setShortcutsOpen(true),
  });

  const marked = found && found.threadId === state.activeId ? found.terms : NO_TERMS;
  // Opened from a search: its first match comes into view (once the messages are there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages arriving (a fetched thread) are a trigger.
  useEffect(() => {
    if (marked.length === 0) return;
    document.querySelector('[data-testid="message-list"] mark')?.scrollIntoView?.({ block: 'center' });
  }, [marked, active?.messages.length]);

  let notice: ReactNode = null;
  if (!subscriber) {
    if (trial.phase === 'consent')
      notice = (
        <ConsentNotice
          onAccept={() => {
            acceptCookieConsent();
            void trial.begin();
          }}
        />
      );
    else if (trial.phase === 'checking') notice = <StartingNotice />;
    else if (trial.phase === 'vpn')
      notice = <VpnNotice message={trial.blockMessage} onRetry={() => void trial.begin()} />;
  }

  return (
    <div className="flex h-dvh overflow-hidden bg-canvas">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      {collapsed ? null : (
        <aside className="hidden w-72 shrink-0 border-e border-border bg-surface md:block lg:w-80">
          <HistorySidebar
            {...handlers}
            threads={threads}
            activeId={state.activeId}
            subscriber={subscriber}
            exporting={exporting}
            onCollapse={() => setSidebar(true)}
            searchFocus={searchFocus}
          />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <ChatHeader
          authenticated={user !== null}
          assistantName={
            assistant === 'general'
              ? null
              : assistantName(assistants.data?.find((a) => a.id === assistant) ?? assistant)
          }
          onExpandSidebar={collapsed ? () => setSidebar(false) : undefined}
          onOpenDrawer={() => setDrawerOpen(true)}
          onOpenSheet={() => setSheetOpen(true)}
          tools={tools}
        />
        {!subscriber && trial.phase === 'ready' ? (
          <TrialBanner
            endsAt={trial.endsAt}
            messagesLeft={trial.messagesLeft}
            messagesLimit={trial.messagesLimit}
            durationMs={trial.durationMs}
          />
        ) : null}
        <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
          <h1 className="sr-only">{t('title')}</h1>
          <p role="status" aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <SearchTermsProvider terms={marked}>
            <MessageList
              threadKey={state.activeId ?? 'new'}
              messages={active?.messages ?? []}
              assistant={assistant}
              reconnecting={session.socketStatus === 'reconnecting'}
              canRetry={ready && !blocked && !busy}
              onRetry={session.retry}
              onSuggestion={(text) => setPreset({ text, nonce: Date.now() })}
              suggestionsDisabled={!ready || blocked}
              notice={
                address.missing ? (
                  <ConversationMissing signedIn={subscriber} onNewChat={handlers.onNewChat} />
                ) : (
                  notice
                )
              }
              onFeedback={
                subscriber ? (serverId, feedback) => store.setFeedback(serverId, feedback) : undefined
              }
              onRegenerate={regenerate}
              onEdit={edit}
              onShowVersion={showVersion}
              editAnyQuestion={subscriber}
            />
          </SearchTermsProvider>
          <Composer
            disabled={!ready || blocked}
            disabledReason={
              blocked ? 'blocked' : !subscriber && trial.phase === 'consent' ? 'consent' : 'loading'
            }
            busy={busy}
            onSend={send}
            onStop={session.stop}
            onTyping={session.warmUp}
            upload={upload}
            preset={preset}
            conversationKey={draft}
            focusRequest={composerFocus}
            onShowShortcuts={() => setShortcutsOpen(true)}
          />
        </main>
      </div>

      <HistoryDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
        <HistorySidebar
          {...handlers}
          threads={threads}
          activeId={state.activeId}
          subscriber={subscriber}
          exporting={exporting}
          searchFocus={searchFocus}
        />
      </HistoryDrawer>
      <HistorySheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        threads={threads}
        activeId={state.activeId}
        onSelect={handlers.onSelect}
        onSeeMore={() => {
          setSheetOpen(false);
          setDrawerOpen(true);
        }}
      />
      <GemsDialog
        open={gemsOpen}
        onOpenChange={setGemsOpen}
        current={assistant}
        onPick={(id) => {
          leaveConversation();
          session.newChat(id);
          setGemsOpen(false);
        }}
      />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <RenameDialog
        thread={renaming}
        onClose={() => setRenaming(null)}
        onRename={(thread, title) => void actions.rename(thread, title)}
      />
      <DeleteDialog
        thread={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(thread) => void actions.remove(thread)}
      />
      {subscriber ? <ShareDialog thread={sharing} onClose={() => setSharing(null)} /> : null}
      {subscriber ? null : <LimitModal open={trial.phase === 'limit'} message={trial.blockMessage} />}
    </div>
  );
}
