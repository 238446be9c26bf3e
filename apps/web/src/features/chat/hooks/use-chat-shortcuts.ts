import { useEffect, useRef } from 'react';
import { type ShortcutId, shortcutOf } from '../lib/shortcuts';

/** A dialog or drawer is open: its own keys (Escape closes it) come first. */
const dialogOpen = () =>
  document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !==
  null;

/**
 * The chat's keyboard shortcuts, on the whole page. A handler that is missing (Stop with no answer being written)
 * leaves the key to the browser.
 */
export function useChatShortcuts(handlers: Partial<Record<ShortcutId, () => void>>) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Radix marks an Escape it used to close a dialog.
      if (event.defaultPrevented) return;
      const id = shortcutOf(event);
      if (!id) return;
      const handler = ref.current[id];
      if (!handler || dialogOpen()) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
