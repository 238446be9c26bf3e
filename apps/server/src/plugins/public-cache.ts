import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { openRedisChannel } from '../lib/redis-channel.ts';

/** What a public read is cached under: invalidating a tag drops every entry of it, on every instance. */
export type CacheTag = 'plans' | 'legal';

/** How long a browser or a CDN may keep a public read without asking again. */
export type Freshness = 'revalidate' | 'minutes';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const CHANNEL = 'mustashar-cache:invalidated';
const MessageSchema = z.object({ tag: z.enum(['plans', 'legal']) });

/** A change made where no message reaches (an import run by hand without Redis) is seen after this long at most. */
export const ENTRY_TTL_MS = 60_000;
/** The library has tens of thousands of articles: only the most read are kept. */
const MAX_ENTRIES = 2_000;

const CACHE_CONTROL: Record<Freshness, string> = {
  // Plans and prices change from the console and must show at once: keep, but ask (a 304 costs a few bytes).
  revalidate: 'public, no-cache',
  // The library changes only on a corpus import.
  minutes: 'public, max-age=300',
};

type Entry = { body: string; etag: string };
type Load = () => Promise<Entry | null>;

/**
 * Public, rarely changing reads (ADR 099) (plans, the law library) kept in memory as the bytes sent, with a strong ETag, so
 * a hit costs no database query and no serialisation, and a browser's revalidation gets a 304. Invalidated by the
 * code that changes them, on this instance at once and on the others through Redis.
 */
export class PublicCache {
  // fetch() loads a missing key once for concurrent callers and keeps nothing when the load fails.
  readonly #entries = new LRUCache<string, Entry, Load>({
    max: MAX_ENTRIES,
    ttl: ENTRY_TTL_MS,
    fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
  });
  #publish: ((message: z.infer<typeof MessageSchema>) => void) | null = null;

  /**
   * Answers with the cached bytes of `key`, computed by `load` and checked by `schema` on a miss. A request whose
   * `If-None-Match` names the current ETag gets 304 with no body.
   */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: `${CacheTag}:${string}`,
    freshness: Freshness,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<void> {
    if (!(await this.sendIfFound(request, reply, key, freshness, schema, load)))
      throw new Error(`public cache: nothing to send for ${key}`);
  }

  /**
   * As `send`, for a read that may find nothing (null): then nothing is sent or kept, for the route's own 404.
   * Says whether it sent — never the reply itself, which is a thenable an `await` would wait on until the answer
   * is out, and which then resolves to nothing.
   */
  async sendIfFound<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: `${CacheTag}:${string}`,
    freshness: Freshness,
    schema: z.ZodType<T>,
    load: () => Promise<T | null>,
  ): Promise<boolean> {
    const context = async (): Promise<Entry | null> => {
      const value = await load();
      return value === null ? null : entryOf(schema, value);
    };
    // A load still running when its tag is invalidated may have read the old rows: the cache drops it (the fetch
    // is aborted) and this request reads afresh, uncached.
    const status: LRUCache.Status<string, Entry, Load> = {};
    const entry = await this.#entries.fetch(key, { context, status }).catch(async (err: unknown) => {
      if (status.fetchAborted) return context();
      throw err;
    });
    if (!entry) return false;
    sendEntry(request, reply, entry, freshness);
    return true;
  }

  /** Drops every entry under `tag` here and, through Redis when configured, on every other instance. */
  invalidate(tag: CacheTag): void {
    this.#drop(tag);
    this.#publish?.({ tag });
  }

  /** Forgets everything (a lost connection to Redis may have lost messages). */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(tag: CacheTag): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(`${tag}:`)) this.#entries.delete(key);
  }

  /** Listens for other instances' invalidations and sends this one's. */
  async share(redis: Redis, log: FastifyInstance['log']): Promise<() => void> {
    const channel = await openRedisChannel(redis, {
      name: CHANNEL,
      schema: MessageSchema,
      log,
      onMessage: ({ tag }) => this.#drop(tag),
      // Invalidations sent while this instance was away are lost: start afresh.
      onGap: () => this.clear(),
    });
    this.#publish = (message) => channel.publish(message);
    return () => channel.close();
  }
}

/** The bytes of a value checked by its response schema, and their strong ETag. */
function entryOf<T>(schema: z.ZodType<T>, value: T): Entry {
  const body = JSON.stringify(schema.parse(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  freshness: Freshness,
): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL[freshness]);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * A public answer fixed for the life of the process (the public settings, the help content): serialised once, with
 * its ETag, so a request costs neither the schema nor `JSON.stringify`.
 */
export function fixedPublicJson<T>(schema: z.ZodType<T>, value: T, freshness: Freshness) {
  const entry = entryOf(schema, value);
  return (request: FastifyRequest, reply: FastifyReply) => sendEntry(request, reply, entry, freshness);
}

/** `If-None-Match` may list several tags, or `*`; weak comparison, as RFC 9110 asks for this header. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Publishes one invalidation from a process that is not the app (the corpus import), when Redis is configured. */
export async function announceInvalidation(redis: Redis, tag: CacheTag): Promise<void> {
  await redis.publish(CHANNEL, JSON.stringify({ from: 'cli', message: { tag } }));
}

export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new PublicCache();
    app.decorate('publicCache', cache);
    // An API answer that does not say it may be kept is kept by no one: whatever a route forgets to mark is
    // treated as private, so no shared cache ever stores one user's data for another.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
    if (app.redis) {
      const stop = await cache.share(app.redis, app.log);
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'public-cache', dependencies: ['rate-limiting'] },
);
