import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers.ts';

describe('GET /api/health', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: clock.now } });
  });
  afterAll(() => t.close());

  it('reports ok when the database answers (no redis field without REDIS_URL)', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      ocr: expect.stringMatching(/^(ok|images|off)$/),
      uptimeSeconds: expect.any(Number),
    });
  });

  it('answers 503 when the database is gone, from the first probe after the last one shared its answer', async () => {
    await t.app.database.close();
    // Probes within a second share one check of the database: this one still has the answer from before.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    clock.advance(1_000);
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'http:unavailable',
      message: expect.stringMatching(/unavailable/),
      database: 'down',
    });
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/health with REDIS_URL pointing at nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The server still starts: Redis is retried in the background, rate limits let requests through meanwhile.
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
  }, 10_000);
  afterAll(() => t?.close());

  it('answers 503 at once, naming Redis as down and the database as ok', async () => {
    const started = Date.now();
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'http:unavailable',
      message: expect.stringMatching(/الخدمة/),
      database: 'ok',
      redis: 'down',
    });
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('GET /api/health with Redis up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(() => t.close());

  it('reports Redis as ok', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
      ocr: expect.stringMatching(/^(ok|images|off)$/),
      uptimeSeconds: expect.any(Number),
    });
  });
});
