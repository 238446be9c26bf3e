import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Shows the other language's name, written in that language ("English" / "العربية"). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const next = i18n.resolvedLanguage === 'en' ? 'ar' : 'en';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      title={t('language.switchLabel')}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium transition-colors',
        className,
      )}
    >
      <Globe aria-hidden="true" className="size-4" />
      <span lang={next}>{t('language.switchTo')}</span>
    </button>
  );
}
