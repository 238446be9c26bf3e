import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { DataChangeEvent } from '../../plugins/data-changes.ts';
import * as identity from '../identity/index.ts';

type Found = NonNullable<Awaited<ReturnType<typeof identity.findSessionWithUser>>>;

/**
 * A change no message reaches (lost while Redis was away, a row edited by hand) is seen after this long at most:
 * as long as an open chat socket trusts its last check.
 */
export const SESSION_ENTRY_TTL_MS = 15_000;
const MAX_ENTRIES = 20_000;

/**
 * The session behind a token hash with its user, kept in memory (ADR 101) so a signed-in read costs no database
 * round trip. Whatever ends a session or changes a user announces it (db/changes.ts) and the entries go, on every
 * instance at once. Expiry and a disabled account are still judged on every request, by the caller.
 */
export class SessionCache {
  readonly #entries: LRUCache<string, Found>;
  readonly #tokensOfUser = new Map<string, Set<string>>();
  readonly #tokenOfSession = new Map<string, string>();
  // A lookup that started before a change may have read the old rows: it is answered but not kept.
  #generation = 0;

  constructor(
    private readonly db: Db,
    clock: () => Date,
  ) {
    this.#entries = new LRUCache<string, Found>({
      max: MAX_ENTRIES,
      ttl: SESSION_ENTRY_TTL_MS,
      // The app's clock, so a test that moves it moves the entries' age too.
      perf: { now: () => clock().getTime() },
      ttlResolution: 0,
      dispose: (found, tokenHash) => {
        this.#tokenOfSession.delete(found.session.id);
        const tokens = this.#tokensOfUser.get(found.user.id);
        tokens?.delete(tokenHash);
        if (tokens?.size === 0) this.#tokensOfUser.delete(found.user.id);
      },
    });
  }

  /** As `identity.findSessionWithUser`; unknown tokens are never kept (a stranger cannot fill the cache). */
  async find(tokenHash: string): Promise<Found | undefined> {
    const kept = this.#entries.get(tokenHash);
    if (kept) return kept;
    const generation = this.#generation;
    const found = await identity.findSessionWithUser(this.db, tokenHash);
    if (found && generation === this.#generation) {
      this.#entries.set(tokenHash, found);
      this.#tokenOfSession.set(found.session.id, tokenHash);
      const tokens = this.#tokensOfUser.get(found.user.id) ?? new Set<string>();
      this.#tokensOfUser.set(found.user.id, tokens.add(tokenHash));
    }
    return found;
  }

  forget(event: DataChangeEvent): void {
    this.#generation++;
    if (event.kind === 'user') {
      for (const tokenHash of [...(this.#tokensOfUser.get(event.userId) ?? [])])
        this.#entries.delete(tokenHash);
    } else if (event.kind === 'session') {
      const tokenHash = this.#tokenOfSession.get(event.sessionId);
      if (tokenHash) this.#entries.delete(tokenHash);
    } else if (event.kind === 'gap') {
      this.#entries.clear();
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
