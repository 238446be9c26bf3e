/**
 * The address that opens a plan's checkout: the Plans page for a subscriber, the subscription gate in its place for
 * anyone else; both open the same dialog from it.
 */
export function checkoutPath(planId: number, code?: string | null): string {
  return `/dashboard/packages?${new URLSearchParams({ plan: String(planId), ...(code ? { code } : {}) })}`;
}
