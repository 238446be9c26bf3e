import type { AnswerFeedback, Citation } from '@mustashar/contracts';
import { Check, Copy, RotateCcw } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CitationList } from '@/components/answer/citation-list';
import { startsInArabic } from '@/components/answer/isolate-arabic';
import { MessageMarkdown } from '@/components/answer/message-markdown';
import { HighlightedText } from '@/components/answer/search-highlight';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { answerForCopy } from '../lib/copy-text';
import type { AnswerFailure, LocalMessage } from '../lib/types';
import { AnswerFeedbackButtons } from './answer-feedback';
import { MessageAttachments } from './message-attachments';
import { EditButton, QuestionEditor, RegenerateButton, VersionSwitch } from './message-versions';

const FAILURE_TEXT: Record<AnswerFailure, string> = {
  unavailable: 'message.unavailable',
  unknown_response: 'message.unavailable',
  invalid_json: 'message.unavailable',
  ws_error: 'message.unavailable',
  bad_request: 'message.unavailable',
  rate_limited: 'message.rateLimited',
  interrupted: 'message.interrupted',
  blocked: 'message.blocked',
};

function CopyButton({ text, citations }: { text: string; citations: readonly Citation[] }) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      // The sources go with the answer, named in the answer's language as on screen.
      const language = startsInArabic(text) ? 'ar' : 'en';
      const sources = t('message.sources', { lng: language });
      await navigator.clipboard.writeText(answerForCopy(text, citations, sources, language));
      setCopied(true);
      toast.success(t('message.copied'));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('message.copyFailed'));
    }
  };
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-muted hover:bg-surface-2 hover:text-fg"
    >
      <Icon aria-hidden="true" className="size-4" />
      {t('message.copy')}
    </button>
  );
}

interface MessageBubbleProps {
  message: LocalMessage;
  /** The socket is reconnecting while this answer is being written. */
  reconnecting?: boolean;
  onRetry?: (clientId: string) => void;
  /** Retrying is possible now (no other answer is being written, the chat is not blocked). */
  canRetry?: boolean;
  /** Subscribers rate stored answers: called with the rating as the server kept it. */
  onFeedback?: (serverId: string, feedback: AnswerFeedback | undefined) => void;
  /** Given to the answer that may be asked for again (the thread's last). */
  onRegenerate?: (messageId: string) => void;
  /** Given to the questions that may be edited. */
  onEdit?: (messageId: string, text: string) => void;
  onShowVersion?: (messageId: string, index: number) => void;
  /** Nothing is being written: versions can be asked for and switched now. */
  canChange?: boolean;
}

function UserMessage({
  message,
  onEdit,
  onShowVersion,
  canChange = false,
}: Pick<MessageBubbleProps, 'message' | 'onEdit' | 'onShowVersion' | 'canChange'>) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col items-end" data-testid="message-user">
      {editing && onEdit ? (
        <QuestionEditor
          text={message.text}
          disabled={!canChange}
          onCancel={() => setEditing(false)}
          onSend={(text) => {
            setEditing(false);
            onEdit(message.id, text);
          }}
        />
      ) : (
        <article
          aria-label={t('message.you')}
          className="max-w-[85%] rounded-2xl rounded-ee-md bg-primary px-4 py-2.5 text-primary-fg shadow-sm sm:max-w-[75%]"
        >
          <p className="whitespace-pre-wrap break-words" dir="auto">
            <HighlightedText text={message.text} />
          </p>
          <MessageAttachments attachments={message.attachments} onPrimary />
        </article>
      )}
      {!editing && (onEdit || onShowVersion) ? (
        <div className="mt-0.5 flex items-center gap-1">
          {onShowVersion ? (
            <VersionSwitch message={message} disabled={!canChange} onShow={onShowVersion} />
          ) : null}
          {onEdit ? <EditButton disabled={!canChange} onClick={() => setEditing(true)} /> : null}
        </div>
      ) : null}
    </li>
  );
}

export const MessageBubble = memo(function MessageBubble({
  message,
  reconnecting,
  onRetry,
  canRetry,
  onFeedback,
  onRegenerate,
  onEdit,
  onShowVersion,
  canChange = false,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  if (message.sender === 'user') {
    return (
      <UserMessage message={message} onEdit={onEdit} onShowVersion={onShowVersion} canChange={canChange} />
    );
  }

  const streaming = message.status === 'streaming';
  const failed = message.status === 'failed';
  const failureText = failed
    ? (message.failureMessage ?? t(FAILURE_TEXT[message.failure ?? 'unavailable']))
    : null;
  return (
    <li className="flex items-start gap-2.5" data-testid="message-bot" data-status={message.status}>
      <LogoMark className="mt-1 size-8 max-sm:hidden" />
      <article
        aria-label={t('message.assistant')}
        aria-busy={streaming || undefined}
        className={cn(
          'min-w-0 max-w-full flex-1 rounded-2xl rounded-ss-md border bg-surface px-4 py-3 text-fg shadow-sm sm:max-w-[85%] sm:flex-none',
          failed ? 'border-red-300 dark:border-red-800' : 'border-border',
        )}
      >
        {message.text ? (
          <div dir="auto">
            <MessageMarkdown text={message.text} citations={message.citations} />
            {streaming ? (
              <span
                aria-hidden="true"
                className="ms-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-middle"
              />
            ) : null}
          </div>
        ) : streaming ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
            </span>
            {t(reconnecting ? 'message.reconnecting' : 'message.writing')}
          </p>
        ) : null}
        {streaming && reconnecting && message.text ? (
          <p className="mt-2 text-xs text-muted">{t('message.reconnecting')}</p>
        ) : null}
        {message.status === 'done' ? (
          <CitationList citations={message.citations} language={startsInArabic(message.text) ? 'ar' : 'en'} />
        ) : null}
        {message.status === 'stopped' ? (
          <p className="mt-2 text-xs font-medium text-muted">{t('message.stopped')}</p>
        ) : null}
        {failureText ? (
          <p role="alert" className={cn('text-sm text-red-700 dark:text-red-300', message.text && 'mt-2')}>
            {failureText}
          </p>
        ) : null}
        {!streaming && (message.text || (failed && message.failure !== 'blocked')) ? (
          <div className="-mb-1 mt-2 flex flex-wrap items-center gap-1 border-t border-border/60 pt-1.5">
            {onShowVersion ? (
              <VersionSwitch message={message} disabled={!canChange} onShow={onShowVersion} />
            ) : null}
            {message.text ? <CopyButton text={message.text} citations={message.citations} /> : null}
            {message.status === 'done' && message.serverId && onFeedback ? (
              <AnswerFeedbackButtons
                messageId={message.serverId}
                feedback={message.feedback}
                onChange={(feedback) => onFeedback(message.serverId!, feedback)}
              />
            ) : null}
            {failed && message.failure !== 'blocked' && message.clientId && onRetry ? (
              <button
                type="button"
                disabled={!canRetry}
                onClick={() => onRetry(message.clientId!)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-primary hover:bg-surface-2 disabled:opacity-50"
              >
                <RotateCcw aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('message.retry')}
              </button>
            ) : null}
            {onRegenerate && (message.status === 'done' || message.status === 'stopped') ? (
              <RegenerateButton disabled={!canChange} onClick={() => onRegenerate(message.id)} />
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
});
