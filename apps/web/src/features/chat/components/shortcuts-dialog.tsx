import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { isApple, SHORTCUTS, type ShortcutKey } from '../lib/shortcuts';

function keyLabel(key: ShortcutKey, apple: boolean): string {
  if (key === 'mod') return apple ? '⌘' : 'Ctrl';
  if (key === 'shift') return apple ? '⇧' : 'Shift';
  if (key === 'esc') return 'Esc';
  return key;
}

/** The keyboard shortcuts, each with its keys (opened by Ctrl/⌘+/ or the composer's "Keyboard shortcuts"). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const apple = isApple();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('shortcuts.title')}>
      <dl className="mt-4 divide-y divide-border" data-testid="shortcuts-list">
        {SHORTCUTS.map(({ id, keys }) => (
          <div key={id} className="flex items-center justify-between gap-3 py-2.5">
            <dt className="text-sm text-fg">{t(`shortcuts.${id}`)}</dt>
            {/* Keys are named as printed on the keyboard, left to right in any language. */}
            <dd dir="ltr" className="flex shrink-0 items-center gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-border bg-surface-2 px-1.5 py-0.5 text-center font-sans text-xs font-medium text-fg shadow-sm"
                >
                  {keyLabel(key, apple)}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
