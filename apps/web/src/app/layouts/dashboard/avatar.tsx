import type { TFunction } from 'i18next';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';

/**
 * The name of a menu button that shows only the avatar. Initials are text on screen, and a voice-control user may say
 * them, so the name starts with them; a photo shows no text.
 */
export function accountMenuLabel(t: TFunction, name: string, src?: string | null): string {
  return src
    ? t('account:shell.userMenu', { name })
    : t('account:shell.userMenuInitials', { initials: initials(name), name });
}

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  if (src) {
    return <img src={src} alt="" className={cn('size-9 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
