import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LifeBuoy, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initials } from '@/lib/initials';
import { useAuth } from '@/lib/session';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';

/** Loaded lazily: only signed-in visitors need Radix's dropdown. */
export default function UserMenu() {
  const { t, i18n } = useTranslation('common');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.name || user.email;
  const letters = initials(name);

  return (
    <DropdownMenu.Root
      dir={i18n.dir()}
      // Not modal: a modal menu hides the rest of the page from assistive technology, links and all, while
      // they stay focusable.
      modal={false}
    >
      <DropdownMenu.Trigger
        // Initials are text on screen that a voice-control user may say, so the name starts with them.
        aria-label={
          user.avatar ? t('a11y.userMenu', { name }) : t('a11y.userMenuInitials', { initials: letters, name })
        }
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-fg">
            {letters}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted">
            <span className="block truncate font-medium text-fg">{name}</span>
            {user.email && user.email !== name ? <span className="block truncate">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard')}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('nav.dashboard')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/settings')}>
            <Settings aria-hidden="true" className="size-4" />
            {t('nav.settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/help')}>
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t('nav.help')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout('/')}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
