import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { readStorage, writeStorage } from './storage';

export const APPEARANCES = ['light', 'dark', 'system'] as const;
export type Appearance = (typeof APPEARANCES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readAppearance(): Appearance {
  const stored = readStorage(STORAGE_KEYS.appearance);
  return APPEARANCES.includes(stored as Appearance) ? (stored as Appearance) : 'system';
}

export function writeAppearance(appearance: Appearance): void {
  writeStorage(STORAGE_KEYS.appearance, appearance);
}

export function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

export function resolveTheme(appearance: Appearance): ResolvedTheme {
  if (appearance === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return appearance;
}

/** Same effect as public/theme-init.js, which runs before first paint. */
export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** Calls back when the system preference changes; returns the unsubscribe function. */
export function watchSystemTheme(onChange: (theme: ResolvedTheme) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
