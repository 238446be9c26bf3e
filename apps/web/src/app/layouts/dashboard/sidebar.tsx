import { ChevronsLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/session';
import { Avatar, accountMenuLabel } from './avatar';
import { DashboardUserMenu } from './dashboard-user-menu';
import { BOTTOM_ITEMS, isActive, type NavItem, TOP_ITEMS } from './nav-items';

function NavList({
  items,
  collapsed,
  onNavigate,
}: {
  items: NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = isActive(pathname, item);
        const label = t(`shell.nav.${item.key}`);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? label : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                collapsed && 'justify-center px-0',
                active ? 'bg-primary text-primary-fg shadow-sm' : 'text-fg hover:bg-surface-2',
              )}
            >
              <item.Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={cn(collapsed && 'sr-only')}>{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The dashboard sidebar: w-64, or w-16 collapsed; at the inline start (the right in Arabic). */
export function SidebarContent({
  collapsed,
  onToggle,
  onNavigate,
}: {
  collapsed: boolean;
  onToggle?: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const top = TOP_ITEMS.filter((item) => !item.subscribersOnly || user?.subscriptionActive);
  const name = user ? user.name || user.email : '';
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div
        className={cn('flex h-12 items-center gap-2', collapsed ? 'justify-center' : 'justify-between ps-1')}
      >
        {collapsed ? null : (
          <Link to="/" onClick={onNavigate} className="flex min-h-11 items-center gap-2 text-fg">
            <LogoMark className="size-8" />
            <span className="text-lg font-bold">{t('common:app.name')}</span>
          </Link>
        )}
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
            aria-expanded={!collapsed}
            className="inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
          >
            <ChevronsLeft
              aria-hidden="true"
              className={cn('size-5', collapsed ? 'ltr:rotate-180' : 'rtl:rotate-180')}
            />
          </button>
        ) : null}
      </div>
      <nav aria-label={t('dashboard.navLabel')} className="flex flex-1 flex-col justify-between gap-4">
        <NavList items={top} collapsed={collapsed} onNavigate={onNavigate} />
        <NavList items={BOTTOM_ITEMS} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      {user ? (
        <DashboardUserMenu
          trigger={
            <button
              type="button"
              // Collapsed, the avatar alone shows, so the label names the menu; expanded, the button is named by the
              // name and status it shows (a spoken name must contain the visible text, for voice control).
              aria-label={collapsed ? accountMenuLabel(t, name, user.avatar) : undefined}
              className={cn(
                'flex min-h-14 w-full items-center gap-3 rounded-xl border border-border p-2 text-start hover:bg-surface-2',
                collapsed && 'justify-center border-0 p-0',
              )}
            >
              <Avatar name={name} src={user.avatar} />
              {collapsed ? null : (
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-fg">{name}</span>{' '}
                  <span
                    className={cn('block text-xs', user.subscriptionActive ? 'text-primary' : 'text-muted')}
                  >
                    {t(user.subscriptionActive ? 'shell.subscribed' : 'shell.guest')}
                  </span>{' '}
                  <span className="sr-only">{t('shell.accountMenu')}</span>
                </span>
              )}
            </button>
          }
        />
      ) : null}
    </div>
  );
}
