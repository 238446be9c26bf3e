import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Floating WhatsApp link at the bottom inline end: where lines end, not where Arabic or English lines start.
 * Page content leaves room for it (`.fab-space`). Nothing is shown when no number is configured.
 */
export function WhatsAppButton() {
  const { t } = useTranslation('common');
  const { whatsappNumber } = usePublicConfig();
  if (!whatsappNumber) return null;
  return (
    <a
      href={`https://wa.me/${whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
      data-testid="whatsapp-button"
      className="fixed end-3 bottom-3 z-30 inline-flex size-12 items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lg ring-4 ring-white/60 transition-transform hover:scale-105 hover:bg-[#17864a] sm:end-5 sm:bottom-5 sm:size-14 dark:ring-slate-900/60"
    >
      <WhatsAppIcon className="size-6 sm:size-7" />
    </a>
  );
}
