import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { DataChangeEvent } from '../../plugins/data-changes.ts';
import { type CurrentSubscription, currentSubscription } from './entitlements.ts';

/** A change no message reaches (lost while Redis was away, a row edited by hand) is seen after this long at most. */
export const ENTITLEMENT_ENTRY_TTL_MS = 15_000;
const MAX_ENTRIES = 20_000;

type Entry = { current: CurrentSubscription | null };

/**
 * `currentSubscription` for signed-in reads (the user's plan beside their name, the subscribers' gates), kept in
 * memory (ADR 101). Every write to subscriptions, plans or teams announces a change and the whole cache goes, on
 * every instance at once — they are rare beside the reads. An entry never outlives its access: past the end of the
 * period (or of its grace days) it is read again, so a lapse is seen at the instant it happens. Decisions that
 * move money read the tables themselves, in their transaction.
 */
export class EntitlementCache {
  readonly #entries: LRUCache<string, Entry>;
  #generation = 0;

  constructor(
    private readonly db: Db,
    clock: () => Date,
  ) {
    this.#entries = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      ttl: ENTITLEMENT_ENTRY_TTL_MS,
      // The app's clock, so a test that moves it moves the entries' age too.
      perf: { now: () => clock().getTime() },
      ttlResolution: 0,
    });
  }

  async current(userId: string, now: Date): Promise<CurrentSubscription | null> {
    const kept = this.#entries.get(userId);
    if (kept && (kept.current === null || now < accessEndOf(kept.current))) return kept.current;
    const generation = this.#generation;
    const current = await currentSubscription(this.db, userId, now);
    if (generation === this.#generation) this.#entries.set(userId, { current });
    return current;
  }

  async isActive(userId: string, now: Date): Promise<boolean> {
    return (await this.current(userId, now)) !== null;
  }

  forget(event: DataChangeEvent): void {
    this.#generation++;
    // A user's own change (deleted, disabled) ends what they see too; team seats depend on others' rows.
    if (event.kind === 'user') this.#entries.delete(event.userId);
    else if (event.kind === 'entitlements' || event.kind === 'gap') this.#entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What a signed-in user may use now, from memory (ADR 101). */
    entitlements: EntitlementCache;
  }
}

export const entitlementsPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new EntitlementCache(app.db, app.clock);
    app.dataChanges.subscribe((event) => cache.forget(event));
    app.decorate('entitlements', cache);
  },
  { name: 'entitlements', dependencies: ['data-changes'] },
);

function accessEndOf({ subscription }: CurrentSubscription): Date {
  return subscription.graceEndsAt ?? subscription.currentPeriodEnd ?? new Date(0);
}
