import { ChevronLeft, ChevronRight, Pencil, RefreshCw } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { LocalMessage } from '../lib/types';

const TOOL =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50';

/** Which version of its turn a message is, when there is more than one. */
export function versionOf(message: LocalMessage): { index: number; count: number } | null {
  if (message.versions && message.serverId) {
    const index = message.versions.indexOf(message.serverId);
    return index >= 0 ? { index, count: message.versions.length } : null;
  }
  const kept = message.alternatives?.length ?? 0;
  if (kept > 1) return { index: message.versionIndex ?? kept - 1, count: kept };
  return null;
}

/** ‹ 2 of 3 ›: moves between the versions of an answer or a question. */
export function VersionSwitch({
  message,
  disabled,
  onShow,
}: {
  message: LocalMessage;
  disabled: boolean;
  onShow: (messageId: string, index: number) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const version = versionOf(message);
  if (!version) return null;
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const position = t('versions.position', {
    index: formatNumber(version.index + 1, language),
    total: formatNumber(version.count, language),
  });
  return (
    <fieldset aria-label={position} className="inline-flex items-center text-xs text-muted">
      <button
        type="button"
        aria-label={t('versions.previous')}
        title={t('versions.previous')}
        disabled={disabled || version.index === 0}
        onClick={() => onShow(message.id, version.index - 1)}
        className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-2 hover:text-fg disabled:opacity-40"
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
      <span aria-hidden="true" className="tabular-nums">
        {formatNumber(version.index + 1, language)}/{formatNumber(version.count, language)}
      </span>
      <button
        type="button"
        aria-label={t('versions.next')}
        title={t('versions.next')}
        disabled={disabled || version.index === version.count - 1}
        onClick={() => onShow(message.id, version.index + 1)}
        className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-2 hover:text-fg disabled:opacity-40"
      >
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
    </fieldset>
  );
}

export function RegenerateButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={TOOL}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {t('versions.regenerate')}
    </button>
  );
}

export function EditButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={TOOL}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('versions.edit')}
    </button>
  );
}

/** The question in a text box: Enter sends it in place of the old one (Shift+Enter is a new line), Escape leaves. */
export function QuestionEditor({
  text,
  disabled,
  onSend,
  onCancel,
}: {
  text: string;
  disabled: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(text);
  const id = useId();
  const ready = !disabled && value.trim() !== '';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (ready) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} className="w-full max-w-[85%] sm:max-w-[75%]">
      <label htmlFor={id} className="sr-only">
        {t('versions.editLabel')}
      </label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the user asked to edit this question; the box takes the caret at once.
        autoFocus
        dir="auto"
        rows={Math.min(8, Math.max(2, value.split('\n').length))}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-y rounded-2xl border border-border bg-surface px-4 py-2.5 text-fg shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      />
      <div className="mt-1.5 flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
        >
          {t('versions.cancel')}
        </button>
        <button
          type="submit"
          disabled={!ready}
          className="inline-flex min-h-9 items-center rounded-lg bg-primary px-3 text-sm font-medium text-primary-fg hover:opacity-90 disabled:opacity-50"
        >
          {t('versions.send')}
        </button>
      </div>
    </form>
  );
}
