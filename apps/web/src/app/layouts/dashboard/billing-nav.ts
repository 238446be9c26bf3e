import type { LucideIcon } from 'lucide-react';
import { Bell, ReceiptText, Users, Webhook } from 'lucide-react';
import { isActive } from './nav-items';

export interface BillingNavItem {
  to: string;
  key: 'team' | 'subscription' | 'notifications' | 'developers';
  Icon: LucideIcon;
  /** Other pages this item stands for (the plans and cards pages belong to Subscription). */
  also?: string[];
  /** Shown only to the account's owner (not to a member of someone else's team). */
  ownerOnly?: boolean;
}

/** The billing sidebar: Team Members, Subscription, Notifications; and Developers for owners. */
export const BILLING_ITEMS: BillingNavItem[] = [
  { to: '/dashboard/team', key: 'team', Icon: Users },
  {
    to: '/dashboard/billing',
    key: 'subscription',
    Icon: ReceiptText,
    also: ['/dashboard/packages', '/dashboard/payment-methods'],
  },
  { to: '/dashboard/notifications', key: 'notifications', Icon: Bell },
  { to: '/dashboard/developers', key: 'developers', Icon: Webhook, ownerOnly: true },
];

export function isBillingItemActive(pathname: string, item: BillingNavItem): boolean {
  return [item.to, ...(item.also ?? [])].some((to) => isActive(pathname, { to }));
}

/** The pages laid out in the billing section (its own sidebar and top bar). */
export function isBillingSection(pathname: string): boolean {
  return BILLING_ITEMS.some((item) => isBillingItemActive(pathname, item));
}
