/**
 * The chat's keyboard shortcuts. Letters are matched by `event.code` (the key's place), so they work whatever the
 * keyboard layout: on an Arabic layout Ctrl+Shift+O is the key that types خ. None is a browser's or a screen
 * reader's own (screen readers use Insert or Caps Lock; Ctrl+K and Ctrl+/ are free in browsers' pages).
 */
export type ShortcutId = 'newChat' | 'focusComposer' | 'search' | 'stop' | 'help';

/** `mod` is ⌘ on Apple keyboards and Ctrl elsewhere. */
export type ShortcutKey = 'mod' | 'shift' | 'esc' | 'O' | 'K' | '/';

export const SHORTCUTS: readonly { id: ShortcutId; keys: readonly ShortcutKey[] }[] = [
  { id: 'newChat', keys: ['mod', 'shift', 'O'] },
  { id: 'focusComposer', keys: ['shift', 'esc'] },
  { id: 'search', keys: ['mod', 'K'] },
  { id: 'stop', keys: ['esc'] },
  { id: 'help', keys: ['mod', '/'] },
];

export const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

type KeyInfo = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'isComposing'
>;

/** Which shortcut a key press is, if any. */
export function shortcutOf(event: KeyInfo): ShortcutId | null {
  if (event.isComposing || event.altKey) return null;
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.shiftKey && event.code === 'KeyO') return 'newChat';
  if (mod && !event.shiftKey && event.code === 'KeyK') return 'search';
  // "/" is Shift+7 on some layouts: the character counts as well as the key.
  if (mod && (event.code === 'Slash' || event.key === '/')) return 'help';
  if (!mod && event.key === 'Escape') return event.shiftKey ? 'focusComposer' : 'stop';
  return null;
}
