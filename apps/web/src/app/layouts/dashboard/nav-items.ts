import type { LucideIcon } from 'lucide-react';
import { CircleHelp, FileText, House, Landmark, MessagesSquare, ReceiptText, Settings } from 'lucide-react';

export interface NavItem {
  to: string;
  key: string;
  Icon: LucideIcon;
  /** Home matches /dashboard exactly; the others by path prefix. */
  exact?: boolean;
  subscribersOnly?: boolean;
}

export const TOP_ITEMS: NavItem[] = [
  { to: '/dashboard', key: 'home', Icon: House, exact: true },
  { to: '/chat', key: 'chat', Icon: MessagesSquare, subscribersOnly: true },
  { to: '/dashboard/billing', key: 'subscriptions', Icon: ReceiptText },
  { to: '/dashboard/documents', key: 'documents', Icon: FileText, subscribersOnly: true },
  { to: '/library', key: 'library', Icon: Landmark },
];

export const BOTTOM_ITEMS: NavItem[] = [
  { to: '/dashboard/settings', key: 'settings', Icon: Settings },
  { to: '/help', key: 'help', Icon: CircleHelp },
];

export function isActive(pathname: string, item: Pick<NavItem, 'to' | 'exact'>): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}

/** Pages a registered user reaches without a subscription: they must be able to manage their account. */
export const UNGATED_PATHS = ['/dashboard/settings', '/dashboard/profile', '/dashboard/security'];

export function isGated(pathname: string): boolean {
  return !UNGATED_PATHS.some((to) => isActive(pathname, { to }));
}
