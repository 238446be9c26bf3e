import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Page width; inside `.fab-space` its end padding grows to keep text clear of the floating WhatsApp button. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'mx-auto w-full max-w-6xl ps-4 pe-[calc(1rem+var(--fab-inline,0px))] sm:ps-6 sm:pe-[calc(1.5rem+var(--fab-inline,0px))] lg:ps-8 lg:pe-[calc(2rem+var(--fab-inline,0px))]',
        className,
      )}
      {...props}
    />
  );
}
