import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@mustashar/contracts';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { addressKey } from '../lib/client-address.ts';
import { AppError } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set, else null. */
    redis: Redis | null;
  }
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters are shared by every copy of
 * the server; without it they live in this process.
 */
export const rateLimiting = fp<{ redisUrl: string | null }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true })
      : null;
    if (redis) {
      // Redis down at start, or later, must not stop the server: ioredis keeps reconnecting, and each outage is
      // logged once rather than on every attempt.
      let failing = false;
      redis.on('error', (err) => {
        if (!failing) app.log.warn({ err }, 'Redis unreachable; retrying');
        failing = true;
      });
      redis.on('ready', () => {
        if (failing) app.log.info('Redis reachable again');
        failing = false;
      });
      await redis.connect().catch(() => {});
      app.addHook('onClose', async () => {
        // quit() waits for Redis to answer; while it is down there is nothing to flush.
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'mustashar-rl-' } : {}),
      // A Redis outage should not take the site down: let the request through.
      skipOnError: true,
      // Per client address, an IPv6 client by its /64 (lib/client-address.ts).
      keyGenerator: (request) => addressKey(request.ip),
      errorResponseBuilder: () => new AppError(429, ErrorCode.rateLimited, messages.rateLimited),
    });
    app.decorate('rateLimitStore', redis ? 'redis' : 'memory');
    // Shared with modules that keep counters across instances (the trial's message counter).
    app.decorate('redis', redis);
  },
  { name: 'rate-limiting' },
);
