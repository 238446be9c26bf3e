import type { Db, Executor } from './client.ts';

/**
 * Changes that caches of this process must hear about at once: a user's row, a session ended, or who is entitled
 * to what (subscriptions and teams). The module owning the table announces; a cache (ADR 101) watches the
 * database handle it reads through. Announced inside a transaction, a change is delivered after its commit and
 * dropped if it rolls back, so nothing re-reads the old rows after a cache has forgotten them.
 */
export type DataChange =
  | { kind: 'user'; userId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'entitlements' };

type Watcher = (change: DataChange) => void;

const watchers = new WeakMap<object, Set<Watcher>>();
/** A transaction → its database handle, and the effects waiting for the outermost commit. */
const open = new WeakMap<object, { root: object; afterCommit: (() => void)[] }>();

/** Calls `watcher` for every change announced through `db` or a transaction on it; returns the unsubscribe. */
export function watchChanges(db: Db, watcher: Watcher): () => void {
  const set = watchers.get(db) ?? new Set<Watcher>();
  watchers.set(db, set);
  set.add(watcher);
  return () => set.delete(watcher);
}

export function announceChange(executor: Executor, change: DataChange): void {
  afterCommit(executor, () => {
    const root = open.get(executor)?.root ?? executor;
    for (const watcher of watchers.get(root) ?? []) watcher(change);
  });
}

/** Runs `effect` once `executor`'s transaction has committed (never, if it rolls back); at once outside one. */
export function afterCommit(executor: Executor, effect: () => void): void {
  const transaction = open.get(executor);
  if (transaction) transaction.afterCommit.push(effect);
  else effect();
}

/**
 * Makes `db.transaction` (and nested transactions, which are savepoints of the same commit) known to
 * `afterCommit`. Called once on every handle `createDatabase` returns, whichever driver.
 */
export function trackTransactions(db: Db): void {
  const begin = db.transaction.bind(db) as Db['transaction'];
  db.transaction = (async (run, config) => {
    const pending: (() => void)[] = [];
    const result = await begin(async (tx) => {
      track(tx, db, pending);
      return run(tx);
    }, config);
    for (const effect of pending) effect();
    return result;
  }) as Db['transaction'];
}

function track(tx: object & { transaction: Db['transaction'] }, root: object, pending: (() => void)[]): void {
  open.set(tx, { root, afterCommit: pending });
  const nested = tx.transaction.bind(tx) as Db['transaction'];
  tx.transaction = ((run, config) =>
    nested(async (inner) => {
      // A savepoint rolled back while its transaction goes on takes its effects with it.
      const own: (() => void)[] = [];
      track(inner, root, own);
      const result = await run(inner);
      pending.push(...own);
      return result;
    }, config)) as Db['transaction'];
}
