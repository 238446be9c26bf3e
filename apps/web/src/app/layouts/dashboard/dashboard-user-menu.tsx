import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronLeft,
  CircleHelp,
  LogOut,
  Mail,
  MessageCircleQuestion,
  Monitor,
  Moon,
  Settings,
  ShieldCheck,
  Sparkles,
  Sun,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTheme } from '@/components/theme/theme-provider';
import { useAuth } from '@/lib/session';
import type { Appearance } from '@/lib/theme';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';
const contentClass = 'z-50 min-w-56 rounded-xl border border-border bg-surface p-1.5 shadow-xl';
const NEXT: Record<Appearance, Appearance> = { system: 'light', light: 'dark', dark: 'system' };
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The user menu of the dashboard: opened from the sidebar's user block. */
export function DashboardUserMenu({
  trigger,
  side = 'top',
  compact = false,
}: {
  trigger: ReactNode;
  side?: 'top' | 'bottom';
  /** The bottom bar's profile menu: name, status, Settings, Logout. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  const { user, logout } = useAuth();
  const { appearance, setAppearance } = useTheme();
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.name || user.email;
  const ThemeIcon = THEME_ICONS[appearance];

  return (
    <DropdownMenu.Root
      dir={i18n.dir()}
      // Not modal: a modal menu hides the rest of the page from assistive technology, links and all, while
      // they stay focusable.
      modal={false}
    >
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content side={side} align="start" sideOffset={8} className={contentClass}>
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted">
            <span className="block truncate font-medium text-fg">{name}</span>
            <span className="block truncate">
              {t(user.subscriptionActive ? 'shell.subscribed' : 'shell.guest')}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {compact ? null : (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/billing')}>
              <Sparkles aria-hidden="true" className="size-4 text-accent-text" />
              {t('shell.menu.upgrade')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/settings')}>
            <Settings aria-hidden="true" className="size-4" />
            {t('shell.menu.settings')}
          </DropdownMenu.Item>
          {/* Console users only (ADR 085); the server checks the role on every /api/admin request. */}
          {user.consoleRole ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/admin')}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('shell.menu.admin')}
            </DropdownMenu.Item>
          ) : null}
          {compact ? null : (
            <>
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger className={itemClass}>
                  <CircleHelp aria-hidden="true" className="size-4" />
                  <span className="flex-1">{t('shell.menu.help')}</span>
                  <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent sideOffset={6} className={contentClass}>
                    <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/faq')}>
                      <MessageCircleQuestion aria-hidden="true" className="size-4" />
                      {t('shell.menu.faq')}
                    </DropdownMenu.Item>
                    <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/contact')}>
                      <Mail aria-hidden="true" className="size-4" />
                      {t('shell.menu.contact')}
                    </DropdownMenu.Item>
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
              <DropdownMenu.Item
                className={itemClass}
                onSelect={(event) => {
                  event.preventDefault();
                  setAppearance(NEXT[appearance]);
                }}
              >
                <ThemeIcon aria-hidden="true" className="size-4" />
                {t('shell.menu.theme', { current: t(`common:theme.${appearance}`) })}
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout('/login')}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('shell.menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
