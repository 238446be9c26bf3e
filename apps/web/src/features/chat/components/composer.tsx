import { CHAT_LIMITS, type MessageAttachment, type UploadResponse } from '@mustashar/contracts';
import {
  FileText,
  Keyboard,
  Loader2,
  Paperclip,
  SendHorizontal,
  Square,
  TriangleAlert,
  X,
} from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadHandle, uploadFile } from '@/lib/api/upload-file';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { ATTACHMENT_ACCEPT, sortPickedFiles } from '../lib/attachments';
import { formatFileSize } from '../lib/format';
import { newId } from '../lib/ids';

interface PendingFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  result?: UploadResponse;
  error?: string;
  handle?: UploadHandle;
}

export type Uploader = (file: File, onProgress: (fraction: number) => void) => UploadHandle;

interface ComposerProps {
  /** The chat cannot take a question (blocked, starting the trial, syncing). */
  disabled: boolean;
  /** Why, for the placeholder: still loading, waiting for the cookie consent, or blocked. */
  disabledReason?: 'loading' | 'consent' | 'blocked';
  /** An answer is being written: the send button becomes Stop. */
  busy: boolean;
  /** Sends; false when the question could not go (it stays in the box). */
  onSend: (text: string, attachments: MessageAttachment[]) => boolean;
  onStop: () => void;
  /** The user started typing (the socket can open ahead of the question). */
  onTyping?: () => void;
  upload?: Uploader;
  /** Text put in the box from elsewhere (an example question). */
  preset?: { text: string; nonce: number } | null;
  /** Changes when the user moves to another conversation or starts a new one: the files picked for this one go. */
  conversationKey?: string | number;
  /** Changes when a keyboard shortcut asks for the box: it takes the focus. */
  focusRequest?: number;
  /** Opens the list of keyboard shortcuts (a control for those who do not know the shortcut for it). */
  onShowShortcuts?: () => void;
}

/** Enter sends, Shift+Enter adds a line, empty or blank questions are not sent, files attach. */
export function Composer({
  disabled,
  disabledReason = 'blocked',
  busy,
  onSend,
  onStop,
  onTyping,
  upload = uploadFile,
  preset,
  conversationKey,
  focusRequest,
  onShowShortcuts,
}: ComposerProps) {
  const { t, i18n } = useTranslation('chat');
  const lng = i18n.resolvedLanguage;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PendingFile[]>([]);
  /** Why some picked files were left out, until the next pick or the next conversation. */
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const filesRef = useRef(files);
  filesRef.current = files;

  useEffect(() => {
    if (!preset) return;
    setText(preset.text);
    textarea.current?.focus();
  }, [preset]);

  useEffect(() => {
    if (focusRequest) textarea.current?.focus();
  }, [focusRequest]);

  // Grows with its text up to a few lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the trigger.
  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 200)}px`;
  }, [text]);

  // Another conversation: the files (and a failed upload's message) belonged to the one left behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger.
  useEffect(() => {
    for (const file of filesRef.current) file.handle?.abort();
    setFiles([]);
    setLeftOut([]);
  }, [conversationKey]);

  // Uploads still running when the page goes are cancelled.
  useEffect(
    () => () => {
      for (const file of filesRef.current) file.handle?.abort();
    },
    [],
  );

  const uploading = files.some((f) => f.status === 'uploading');
  const tooLong = text.length > CHAT_LIMITS.messageChars;
  const canSend = !disabled && !busy && !uploading && !tooLong && text.trim() !== '';

  const patch = (key: string, change: Partial<PendingFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const addFiles = (picked: FileList | null) => {
    if (!picked) return;
    const { kept, unsupported, overLimit } = sortPickedFiles(Array.from(picked), filesRef.current.length);
    const names = (list: File[]) =>
      new Intl.ListFormat(lng, { type: 'conjunction' }).format(
        list.map((file) => (lng === 'ar' ? `«${file.name}»` : `“${file.name}”`)),
      );
    setLeftOut([
      ...(unsupported.length > 0
        ? [t('composer.unsupported', { count: unsupported.length, names: names(unsupported) })]
        : []),
      ...(overLimit.length > 0
        ? [
            t('composer.overLimit', {
              count: CHAT_LIMITS.attachments,
              max: formatNumber(CHAT_LIMITS.attachments, lng),
              names: names(overLimit),
            }),
          ]
        : []),
    ]);
    const added = kept.map((file): PendingFile => {
      const key = newId();
      const handle = upload(file, (fraction) => patch(key, { progress: fraction }));
      handle.promise.then(
        (result) => patch(key, { status: 'done', progress: 1, result, handle: undefined }),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          patch(key, {
            status: 'error',
            handle: undefined,
            error: error instanceof ApiError && error.message ? error.message : t('composer.uploadFailed'),
          });
        },
      );
      return { key, name: file.name, size: file.size, progress: 0, status: 'uploading', handle };
    });
    if (added.length > 0) setFiles((list) => [...list, ...added]);
  };

  const remove = (key: string) => {
    filesRef.current.find((f) => f.key === key)?.handle?.abort();
    setFiles((list) => list.filter((f) => f.key !== key));
  };

  const submit = () => {
    if (!canSend) return;
    const attachments: MessageAttachment[] = files.flatMap((f) =>
      f.status === 'done' && f.result
        ? [{ uploadId: f.result.id, fileName: f.result.fileName, size: f.result.size, mime: f.result.mime }]
        : [],
    );
    if (onSend(text, attachments)) {
      setText('');
      setFiles([]);
      setLeftOut([]);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a word (Enter picks the word there).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('composer.label')}
      className="border-t border-border bg-surface/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-6"
    >
      <div className="mx-auto w-full max-w-3xl">
        {leftOut.length > 0 ? (
          <div
            role="alert"
            className="mb-2 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <ul className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              {leftOut.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => setLeftOut([])}
              aria-label={t('composer.dismiss')}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-md hover:bg-black/5 dark:hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ) : null}
        {files.length > 0 ? (
          <ul aria-label={t('composer.attachments')} className="mb-2 flex flex-wrap gap-2">
            {files.map((file) => (
              <li
                key={file.key}
                className={cn(
                  'flex max-w-full min-w-0 items-center gap-2 rounded-xl border py-1 ps-2.5 pe-1 text-xs',
                  file.status === 'error'
                    ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200'
                    : 'border-border bg-surface-2 text-fg',
                )}
              >
                {file.status === 'uploading' ? (
                  <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
                ) : file.result?.notice ? (
                  <TriangleAlert
                    aria-hidden="true"
                    className="size-4 shrink-0 text-amber-700 dark:text-amber-300"
                  />
                ) : (
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium" dir="auto">
                    {file.name}
                  </span>
                  <span
                    className={file.status === 'error' ? undefined : 'text-muted'}
                    role={file.status === 'error' ? 'alert' : undefined}
                  >
                    {file.status === 'uploading'
                      ? t('composer.uploading', {
                          percent: formatNumber(file.progress, lng, {
                            style: 'percent',
                            maximumFractionDigits: 0,
                          }),
                        })
                      : file.status === 'error'
                        ? file.error
                        : `${formatFileSize(file.size, lng)} · ${t('composer.uploaded')}`}
                  </span>
                  {file.status === 'done' && file.result?.notice ? (
                    // Stored, but its text was not read (or only in part): the answer will not see it.
                    <span role="status" className="text-amber-800 dark:text-amber-200">
                      {file.result.notice.message}
                    </span>
                  ) : null}
                  {file.status === 'uploading' ? (
                    <progress
                      className="mt-1 h-1 w-32 max-w-full overflow-hidden rounded-full accent-primary"
                      max={1}
                      value={file.progress}
                      aria-label={file.name}
                    />
                  ) : null}
                </span>
                <button
                  type="button"
                  onClick={() => remove(file.key)}
                  aria-label={t('composer.remove', { name: file.name })}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={cn(
            'flex items-end gap-1.5 rounded-2xl border border-border bg-surface p-1.5 shadow-sm focus-within:border-primary focus-within:ring-2 focus-within:ring-ring/30',
            disabled && 'opacity-70',
          )}
        >
          <input
            ref={picker}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="attachment-input"
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            onClick={() => picker.current?.click()}
            disabled={disabled || files.length >= CHAT_LIMITS.attachments}
            aria-label={t('composer.attach')}
            title={`${t('composer.attach')} (${t('composer.attachHint')})`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Paperclip aria-hidden="true" className="size-5" />
          </button>
          <label htmlFor={`${hintId}-input`} className="sr-only">
            {t('composer.label')}
          </label>
          <textarea
            id={`${hintId}-input`}
            ref={textarea}
            rows={1}
            value={text}
            disabled={disabled}
            placeholder={
              !disabled
                ? t('composer.placeholder')
                : disabledReason === 'loading'
                  ? t('common:a11y.loading')
                  : disabledReason === 'consent'
                    ? t('composer.consent')
                    : t('composer.disabled')
            }
            aria-describedby={hintId}
            aria-invalid={tooLong || undefined}
            onChange={(event) => {
              setText(event.target.value);
              onTyping?.();
            }}
            onKeyDown={onKeyDown}
            dir="auto"
            className="max-h-[200px] min-h-11 flex-1 resize-none bg-transparent px-1 py-2.5 text-base text-fg outline-none placeholder:text-muted disabled:cursor-not-allowed"
          />
          {busy ? (
            <button
              type="button"
              onClick={onStop}
              aria-label={t('composer.stop')}
              title={t('composer.stop')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-fg text-canvas hover:opacity-90"
            >
              <Square aria-hidden="true" className="size-4 fill-current" />
            </button>
          ) : (
            <button
              type="submit"
              disabled={!canSend}
              aria-label={t('composer.send')}
              title={t('composer.send')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg hover:bg-primary-hover disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted"
            >
              <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          )}
        </div>
        {onShowShortcuts ? (
          // Keyboards are on larger screens: a phone keeps the line for the question.
          <button
            type="button"
            onClick={onShowShortcuts}
            className="float-end mt-0.5 inline-flex min-h-6 items-center gap-1 rounded-md px-1 text-xs text-muted hover:text-fg max-sm:hidden"
          >
            <Keyboard aria-hidden="true" className="size-3.5" />
            {t('shortcuts.open')}
          </button>
        ) : null}
        <p
          id={hintId}
          className={cn(
            'mt-1.5 px-1 text-xs',
            tooLong ? 'text-red-700 dark:text-red-300' : 'text-muted max-sm:sr-only',
          )}
        >
          {tooLong
            ? t('composer.tooLong', {
                count: CHAT_LIMITS.messageChars,
                chars: formatNumber(text.length, lng),
                max: formatNumber(CHAT_LIMITS.messageChars, lng),
              })
            : t('composer.hint')}
        </p>
      </div>
    </form>
  );
}
