import type { Subscription } from '@mustashar/contracts';
import { CHECKOUT_POLL } from '@mustashar/contracts/constants';
import { isActive } from '@/lib/api/subscription';
import type { CheckoutMarker } from './checkout-marker';

export type CheckoutOutcome = 'active' | 'pending' | 'error';

interface PollOptions {
  marker: CheckoutMarker;
  getSubscription: () => Promise<Subscription | null>;
  sleep?: (ms: number) => Promise<void>;
  tries?: number;
  intervalMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After checkout, asks for the subscription up to 8 times, 2 s apart. Active (on the plan that
 * was bought, when the server says which) → 'active'; never active → 'pending'; a failed call → 'error'.
 */
export async function pollCheckout({
  marker,
  getSubscription,
  sleep = wait,
  tries = CHECKOUT_POLL.tries,
  intervalMs = CHECKOUT_POLL.intervalMs,
}: PollOptions): Promise<CheckoutOutcome> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    let subscription: Subscription | null;
    try {
      subscription = await getSubscription();
    } catch {
      return 'error';
    }
    if (isActive(subscription) && (subscription?.planId == null || subscription.planId === marker.planId)) {
      return 'active';
    }
    if (attempt < tries) await sleep(intervalMs);
  }
  return 'pending';
}
