import { House, Mail, MessagesSquare, ReceiptText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { DashboardUserMenu } from './dashboard-user-menu';
import { isActive } from './nav-items';

const ITEMS = [
  { to: '/dashboard', key: 'home', Icon: House, exact: true },
  { to: '/dashboard/billing', key: 'billing', Icon: ReceiptText },
  { to: '/chat', key: 'chat', Icon: MessagesSquare, emphasised: true },
  { to: '/contact', key: 'contact', Icon: Mail },
] as const;

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium max-[375px]:min-h-12 max-[375px]:text-[10px]';

/** Under the md breakpoint: Home, Billing, Chat (emphasised), Contact and a profile menu. */
export function BottomBar() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('shell.bottomNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex items-stretch px-1">
        {ITEMS.map((item) => {
          const active = isActive(pathname, { to: item.to, exact: 'exact' in item });
          const label = t(`shell.nav.${item.key}`);
          if ('emphasised' in item) {
            return (
              <li key={item.to} className="flex flex-1 justify-center">
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(itemClass, 'text-primary')}
                >
                  <span className="-mt-6 inline-flex size-13 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg ring-4 ring-surface max-[375px]:size-11">
                    <item.Icon aria-hidden="true" className="size-6 max-[375px]:size-5" />
                  </span>
                  {label}
                </Link>
              </li>
            );
          }
          return (
            <li key={item.to} className="flex flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(itemClass, active ? 'text-primary' : 'text-muted')}
              >
                <item.Icon aria-hidden="true" className="size-5 max-[375px]:size-4" />
                {label}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <DashboardUserMenu
            compact
            trigger={
              <button type="button" className={cn(itemClass, 'text-muted')}>
                <UserRound aria-hidden="true" className="size-5 max-[375px]:size-4" />
                {/* Named by what it shows, so a voice-control user can say it; the hidden part tells what opens. */}
                {t('shell.nav.profile')} <span className="sr-only">{t('shell.accountMenu')}</span>
              </button>
            }
          />
        </li>
      </ul>
    </nav>
  );
}
