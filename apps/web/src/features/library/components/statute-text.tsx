import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { localizeNumberText } from '../lib/localize-digits';

/**
 * Arabic statute text: always right-to-left and marked Arabic, whatever the UI language; in the Arabic UI its
 * digits are Arabic-Indic, as everywhere else in it (the chat quotes the same articles so).
 */
export function StatuteText({ children, className }: { children: ReactNode; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <div dir="rtl" lang="ar" className={cn('text-start leading-loose whitespace-pre-line', className)}>
      {typeof children === 'string' ? localizeNumberText(children, i18n.resolvedLanguage) : children}
    </div>
  );
}

/** An inline run of Arabic (a law title, an article label) inside English chrome. */
export function ArabicInline({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="rtl" lang="ar" className={className}>
      {children}
    </bdi>
  );
}
