import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Arabic statute text: always right-to-left and marked Arabic, whatever the UI language. */
export function StatuteText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div dir="rtl" lang="ar" className={cn('text-start leading-loose whitespace-pre-line', className)}>
      {children}
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
