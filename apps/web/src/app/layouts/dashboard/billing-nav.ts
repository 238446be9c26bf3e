import type { LucideIcon } from 'lucide-react';
import { Bell, ReceiptText, Users } from 'lucide-react';
import { isActive } from './nav-items';

export interface BillingNavItem {
  to: string;
  key: 'team' | 'subscription' | 'notifications';
  Icon: LucideIcon;
  /** Other pages this item stands for (the plans and cards pages belong to Subscription). */
  also?: string[];
}

/** SPEC "Billing sidebar and sub-pages": Team Members, Subscription, Notifications. */
export const BILLING_ITEMS: BillingNavItem[] = [
  { to: '/dashboard/team', key: 'team', Icon: Users },
  {
    to: '/dashboard/billing',
    key: 'subscription',
    Icon: ReceiptText,
    also: ['/dashboard/packages', '/dashboard/payment-methods'],
  },
  { to: '/dashboard/notifications', key: 'notifications', Icon: Bell },
];

export function isBillingItemActive(pathname: string, item: BillingNavItem): boolean {
  return [item.to, ...(item.also ?? [])].some((to) => isActive(pathname, { to }));
}

/** The pages laid out in the billing section (its own sidebar and top bar). */
export function isBillingSection(pathname: string): boolean {
  return BILLING_ITEMS.some((item) => isBillingItemActive(pathname, item));
}
