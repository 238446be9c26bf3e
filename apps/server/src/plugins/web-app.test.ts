import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

describe('web app serving', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'mustashar-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('falls back to index.html for client-side routes, uncached', async () => {
    for (const url of ['/', '/pricing', '/dashboard/billing?tab=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({ url: '/robots.txt' });
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing asset or API path with the app shell', async () => {
    expect((await t.app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('http:not_found');
  });

  it('still starts without a web build and says so', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('not built');
    } finally {
      await bare.close();
    }
  });
});
