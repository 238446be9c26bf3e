/** Query keys of the billing feature; mutations invalidate what they change. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  history: ['billing', 'history'] as const,
  quote: ['billing', 'quote'] as const,
  payment: (id: string) => ['billing', 'history', id] as const,
  methods: ['billing', 'methods'] as const,
  contacts: ['billing', 'contacts'] as const,
  notifications: ['billing', 'notifications'] as const,
  team: ['team'] as const,
  // Shared with the pricing feature's query of the same key (one cache entry for the plans).
  plans: ['plans'] as const,
};
