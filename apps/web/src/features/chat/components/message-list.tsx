import type { AnswerFeedback, AssistantId } from '@mustashar/contracts';
import { ArrowDown, Scale } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '../lib/types';
import { MessageBubble } from './message-bubble';
import { SensitiveDataNotice } from './sensitive-data-notice';

/** Within this distance of the bottom the list follows new text; further up, the reader stays where they are. */
const FOLLOW_PX = 120;

function EmptyState({
  assistant,
  onSuggestion,
  disabled,
}: {
  assistant: AssistantId;
  onSuggestion: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  // A specialised assistant suggests questions of its own field; the general one, everyday questions.
  const own =
    assistant === 'general' ? null : t(`empty.suggestionsFor.${assistant}`, { returnObjects: true });
  const suggestions = Array.isArray(own) ? own : t('empty.suggestions', { returnObjects: true });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-2 py-10 text-center sm:py-16">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
        <Scale aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-fg sm:text-2xl">{t('empty.title')}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{t('empty.body')}</p>
      <SensitiveDataNotice />
      {Array.isArray(suggestions) ? (
        <div className="mt-6 w-full">
          <p className="text-xs font-semibold text-muted">{t('empty.suggestionsLabel')}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {(suggestions as string[]).map((text) => (
              <li key={text}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onSuggestion(text)}
                  className="w-full rounded-xl border border-border bg-surface px-4 py-3 text-start text-sm text-fg shadow-sm transition-colors hover:border-primary hover:bg-primary-soft/40 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface MessageListProps {
  messages: readonly LocalMessage[];
  reconnecting: boolean;
  canRetry: boolean;
  onRetry: (clientId: string) => void;
  onSuggestion: (text: string) => void;
  suggestionsDisabled: boolean;
  /** The thread's assistant, whose own questions the empty state suggests. */
  assistant: AssistantId;
  /** Shown after the messages, in place of the empty state (consent, VPN, starting the trial). */
  notice?: ReactNode;
  /** Changes when another thread is shown: the list jumps to its end. */
  threadKey: string;
  /** Subscribers rate stored answers. */
  onFeedback?: (serverId: string, feedback: AnswerFeedback | undefined) => void;
  /** The last answer asked for again, a question edited, another version shown. */
  onRegenerate?: (messageId: string) => void;
  onEdit?: (messageId: string, text: string) => void;
  onShowVersion?: (messageId: string, index: number) => void;
  /**
   * Any stored question may be edited (a subscriber's server keeps the other branch); otherwise only the last
   * question, whose answer is all an edit replaces.
   */
  editAnyQuestion?: boolean;
}

export function MessageList({
  messages,
  assistant,
  reconnecting,
  canRetry,
  onRetry,
  onSuggestion,
  suggestionsDisabled,
  notice,
  threadKey,
  onFeedback,
  onRegenerate,
  onEdit,
  onShowVersion,
  editAnyQuestion = false,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  /** The reader scrolled up from the end: a button takes them back down. */
  const [away, setAway] = useState(false);
  const last = messages[messages.length - 1];
  const lastQuestion = messages.findLastIndex((m) => m.sender === 'user');
  const editable = (message: LocalMessage, index: number) =>
    editAnyQuestion ? Boolean(message.serverId) : index === lastQuestion;
  const toEnd = () => {
    const el = scroller.current;
    if (!el) return;
    following.current = true;
    setAway(false);
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  };

  // Another thread: start at its end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the thread's key is the trigger.
  useLayoutEffect(() => {
    following.current = true;
    setAway(false);
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [threadKey]);

  // New messages and streamed text: follow them while the reader is at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the last message's text and count are the triggers.
  useEffect(() => {
    const el = scroller.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.text, last?.status]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={(event) => {
          const el = event.currentTarget;
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
          setAway(!following.current);
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <div className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6">
          {messages.length > 0 ? (
            <ol className="flex flex-col gap-4" data-testid="message-list">
              {messages.map((message, index) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  reconnecting={reconnecting && message.status === 'streaming'}
                  onRetry={onRetry}
                  canRetry={canRetry}
                  onFeedback={onFeedback}
                  onRegenerate={message === last ? onRegenerate : undefined}
                  onEdit={message.sender === 'user' && editable(message, index) ? onEdit : undefined}
                  onShowVersion={onShowVersion}
                  canChange={canRetry}
                />
              ))}
            </ol>
          ) : notice ? null : (
            <EmptyState assistant={assistant} onSuggestion={onSuggestion} disabled={suggestionsDisabled} />
          )}
          {notice ? <div className={messages.length > 0 ? 'mt-6' : undefined}>{notice}</div> : null}
        </div>
      </div>
      {away && messages.length > 0 ? (
        <button
          type="button"
          onClick={toEnd}
          aria-label={t('message.toEnd')}
          title={t('message.toEnd')}
          className="absolute bottom-3 start-1/2 inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-fg shadow-md hover:bg-surface-2 ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
