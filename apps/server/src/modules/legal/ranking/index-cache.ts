import type { Db } from '../../../db/client.ts';

/** What a cached in-process index must carry to be checked against the database. */
export type Checked = { signature: string; checkedAt: number };

/**
 * One in-process index per database (the BM25 index, the vector index): built once and shared by concurrent callers,
 * re-checked against the database's signature at most every `checkMs`, rebuilt when it changed, forgotten when a
 * build fails. `key` separates indexes of one database that must not be shared (an embeddings model).
 */
export function indexCache<T extends Checked>(options: {
  build: (db: Db, key: string) => Promise<T>;
  signature: (db: Db, key: string) => Promise<string>;
  keyOf?: (index: T) => string;
  checkMs: number;
}) {
  const cache = new WeakMap<object, Promise<T>>();
  async function get(db: Db, key = ''): Promise<T> {
    const pending = cache.get(db);
    if (pending) {
      const index = await pending;
      if ((options.keyOf?.(index) ?? '') === key) {
        if (Date.now() - index.checkedAt < options.checkMs) return index;
        index.checkedAt = Date.now();
        if ((await options.signature(db, key)) === index.signature) return index;
      }
      if (cache.get(db) === pending) cache.delete(db);
      return get(db, key);
    }
    const building = options.build(db, key);
    cache.set(db, building);
    building.catch(() => {
      if (cache.get(db) === building) cache.delete(db);
    });
    return building;
  }
  return { get, invalidate: (db: Db) => void cache.delete(db) };
}

/** Numbers the laws of an index's rows in order of appearance: `lawOf[i]` is row i's law, an index into `lawIds`. */
export function numberLaws(rows: readonly { law_id: string }[]): { lawIds: string[]; lawOf: Int32Array } {
  const lawIds: string[] = [];
  const numbers = new Map<string, number>();
  const lawOf = new Int32Array(rows.length);
  rows.forEach((row, i) => {
    let l = numbers.get(row.law_id);
    if (l === undefined) {
      l = lawIds.length;
      lawIds.push(row.law_id);
      numbers.set(row.law_id, l);
    }
    lawOf[i] = l;
  });
  return { lawIds, lawOf };
}
