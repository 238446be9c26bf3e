import type { Offer } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { checkoutPath } from './checkout-path';

/**
 * GET /api/billing/offer: the yearly offer (a discount code) while it is valid, else null. Pricing and the dashboard
 * both read it, so they show the same percentage, or no offer at all.
 */
export async function getOffer(): Promise<Offer | null> {
  // The schemas load on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { OfferResponseSchema } = await import('@mustashar/contracts');
  return (await apiFetch('/api/billing/offer', { schema: OfferResponseSchema })).offer;
}

export const offerQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'offer'], queryFn: getOffer, staleTime: 5 * 60_000, retry: false });

/** The offer, or null while loading, when there is none, or when it could not be fetched (no offer shown). */
export function useOffer(): Offer | null {
  return useQuery(offerQueryOptions()).data ?? null;
}

/** The offer's plan's checkout, which applies the offer itself (as on every path to that plan). */
export function offerCheckoutPath(offer: Offer): string {
  return checkoutPath(offer.quote.planId);
}
