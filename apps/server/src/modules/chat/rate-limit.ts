import type { Redis } from 'ioredis';

/** Counts events per key in fixed one-minute windows; `hit` says whether this one is still within `max`. */
export type MinuteCounter = {
  hit(key: string, max: number, now: number): Promise<boolean>;
  close(): void;
};

const WINDOW_MS = 60_000;

// INCR and set the expiry on the first hit of a window, in one round trip.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

/** Shared by every instance through Redis (the key carries the window number, so no clock skew carries over). */
export function redisMinuteCounter(redis: Redis, prefix = 'mustashar-chat-rl:'): MinuteCounter {
  return {
    async hit(key, max, now) {
      const window = Math.floor(now / WINDOW_MS);
      const count = Number(
        await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}:${window}`, String(WINDOW_MS * 2)),
      );
      return count <= max;
    },
    close() {},
  };
}

/** One process only: for connections (which live in one process) and for a server without Redis. */
export function memoryMinuteCounter(): MinuteCounter {
  const counts = new Map<string, { window: number; count: number }>();
  // The newest window seen (the app's clock, which tests move); older ones are dropped now and then.
  let latest = 0;
  const sweep = setInterval(() => {
    for (const [key, entry] of counts) if (entry.window < latest) counts.delete(key);
  }, WINDOW_MS);
  sweep.unref();
  return {
    async hit(key, max, now) {
      const window = Math.floor(now / WINDOW_MS);
      if (window > latest) latest = window;
      const entry = counts.get(key);
      if (!entry || entry.window !== window) {
        counts.set(key, { window, count: 1 });
        return max >= 1;
      }
      entry.count += 1;
      return entry.count <= max;
    },
    close() {
      clearInterval(sweep);
    },
  };
}
