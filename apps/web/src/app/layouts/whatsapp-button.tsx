import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Floating WhatsApp link. Deliberately at the physical bottom RIGHT in both directions (SPEC: "bottom right"),
 * where users of WhatsApp-enabled sites expect it; it is the one place we use `right-` instead of `end-`.
 */
export function WhatsAppButton() {
  const { t } = useTranslation('common');
  const { whatsappNumber } = usePublicConfig();
  return (
    <a
      href={`https://wa.me/${whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
      className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lg ring-4 ring-white/60 transition-transform hover:scale-105 hover:bg-[#17864a] dark:ring-slate-900/60"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
