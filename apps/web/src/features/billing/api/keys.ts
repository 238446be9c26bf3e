import { subscriptionQueryKey } from '@/lib/api/subscription';
import { teamQueryKey } from '@/lib/api/team';

/** Query keys of the billing feature; mutations invalidate what they change. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: subscriptionQueryKey,
  history: ['billing', 'history'] as const,
  quote: ['billing', 'quote'] as const,
  payment: (id: string) => ['billing', 'history', id] as const,
  methods: ['billing', 'methods'] as const,
  contacts: ['billing', 'contacts'] as const,
  notifications: ['billing', 'notifications'] as const,
  team: teamQueryKey,
};
