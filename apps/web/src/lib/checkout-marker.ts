import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/** Set before leaving for the payment page from the packages page, so the return can poll for the subscription. */
export interface CheckoutMarker {
  planId: number;
  timestamp: number;
}

/** A marker older than this is from an abandoned checkout and is dropped without a message. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function writeCheckoutMarker(planId: number, now = Date.now()): void {
  writeStorage(STORAGE_KEYS.checkoutInProgress, JSON.stringify({ planId, timestamp: now }));
}

export function clearCheckoutMarker(): void {
  removeStorage(STORAGE_KEYS.checkoutInProgress);
}

export function readCheckoutMarker(now = Date.now()): CheckoutMarker | null {
  const raw = readStorage(STORAGE_KEYS.checkoutInProgress);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CheckoutMarker>;
    if (typeof value.planId !== 'number' || typeof value.timestamp !== 'number')
      throw new Error('bad marker');
    if (now - value.timestamp > MAX_AGE_MS) {
      clearCheckoutMarker();
      return null;
    }
    return { planId: value.planId, timestamp: value.timestamp };
  } catch {
    clearCheckoutMarker();
    return null;
  }
}
