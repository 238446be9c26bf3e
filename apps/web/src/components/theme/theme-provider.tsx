import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  type Appearance,
  applyTheme,
  type ResolvedTheme,
  readAppearance,
  resolveTheme,
  watchSystemTheme,
  writeAppearance,
} from '@/lib/theme';

interface ThemeContextValue {
  appearance: Appearance;
  theme: ResolvedTheme;
  setAppearance: (appearance: Appearance) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [appearance, setAppearanceState] = useState<Appearance>(readAppearance);
  const [theme, setTheme] = useState<ResolvedTheme>(() => resolveTheme(readAppearance()));

  useEffect(() => {
    setTheme(resolveTheme(appearance));
    // "system" follows the operating system live.
    if (appearance !== 'system') return;
    return watchSystemTheme(setTheme);
  }, [appearance]);

  useEffect(() => applyTheme(theme), [theme]);

  const setAppearance = useCallback((next: Appearance) => {
    writeAppearance(next);
    setAppearanceState(next);
  }, []);

  const value = useMemo(() => ({ appearance, theme, setAppearance }), [appearance, theme, setAppearance]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
