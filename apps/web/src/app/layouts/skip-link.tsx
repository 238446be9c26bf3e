import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-xl bg-primary px-4 py-3 font-medium text-primary-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
