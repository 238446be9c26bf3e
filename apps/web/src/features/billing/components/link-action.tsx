import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '../lib/toast';

/** Only web addresses are opened; anything else is refused with a message rather than followed. */
export function safeHttpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A receipt or invoice link: disabled (with the reason) when the payment has none. */
export function LinkAction({
  url,
  icon,
  children,
}: {
  url: string | null;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('billing');
  if (!url) {
    return (
      <button
        type="button"
        disabled
        title={t('billing.detail.linkUnavailable')}
        className={buttonClasses('outline', 'sm')}
      >
        {icon}
        {children}
      </button>
    );
  }
  const href = safeHttpUrl(url);
  if (!href) {
    return (
      <button
        type="button"
        onClick={() => toast.error(t('billing.detail.openFailed'))}
        className={buttonClasses('outline', 'sm')}
      >
        {icon}
        {children}
      </button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
      {icon}
      {children}
    </a>
  );
}
