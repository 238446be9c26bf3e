import type { Db } from '../db/client.ts';

/**
 * Whether a user has an active subscription. The one place that answers it: billing replaces the body, every
 * caller (me, register, login, chat gate) stays as it is.
 */
export async function isSubscriptionActive(_db: Db, _userId: string): Promise<boolean> {
  return false;
}

/** The plan name shown beside the user; null until billing exists. */
export async function planDisplayName(_db: Db, _userId: string): Promise<string | null> {
  return null;
}
