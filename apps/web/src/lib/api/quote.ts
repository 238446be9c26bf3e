import { type Quote, QuoteResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Every quote's key starts here; a refused checkout (the amount moved) invalidates them all. */
export const quoteQueryKey = ['billing', 'quote'] as const;

/** POST /api/billing/quote {planId, discountCode?} → what the checkout will charge; the browser computes nothing. */
export async function getQuote(planId: number, discountCode: string | null): Promise<Quote> {
  const data = await apiFetch('/api/billing/quote', {
    method: 'POST',
    body: discountCode ? { planId, discountCode } : { planId },
    schema: QuoteResponseSchema,
  });
  return data.quote;
}

export const quoteQueryOptions = (planId: number, discountCode: string | null) =>
  queryOptions({
    queryKey: [...quoteQueryKey, planId, discountCode ?? ''],
    queryFn: () => getQuote(planId, discountCode),
    // A code's error is an answer, not a hiccup to retry.
    retry: false,
    staleTime: 30_000,
  });

export function useQuote(planId: number | null, discountCode: string | null) {
  return useQuery({
    ...quoteQueryOptions(planId ?? 0, discountCode),
    enabled: planId !== null,
  });
}
