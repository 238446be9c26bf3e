import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/components/theme/theme-provider';
import { cn } from '@/lib/cn';
import type { Appearance } from '@/lib/theme';

const NEXT: Record<Appearance, Appearance> = { system: 'light', light: 'dark', dark: 'system' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles system → light → dark. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { appearance, setAppearance } = useTheme();
  const Icon = ICONS[appearance];
  return (
    <button
      type="button"
      onClick={() => setAppearance(NEXT[appearance])}
      aria-label={t('theme.toggle', { current: t(`theme.${appearance}`) })}
      title={t('theme.toggle', { current: t(`theme.${appearance}`) })}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-xl transition-colors',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
