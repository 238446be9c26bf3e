import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

describe('web app serving', () => {
  let dist: string;
  let t: TestApp;
  const shell = '<!doctype html><div id="root">shell</div>';
  const asset = 'console.log(1)';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'mustashar-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), shell);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), asset);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(shell));
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync(shell));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(asset));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(asset));
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
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

  it('answers a path the app has no page for with the shell and a 404 status', async () => {
    for (const url of ['/no-such-page', '/dashboard/nothing', '/library/articles/1/extra', '/pricing.php']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('shell');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    // A page with a parameter is the app's to judge (an unknown article is its own message).
    for (const url of ['/library/articles/999999', '/library/laws/x/', '/login?returnTo=/chat'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('caches hashed assets forever', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed build when the browser accepts it', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);

    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);

    // The app shell, at / and as the fallback for client-side routes.
    for (const url of ['/', '/pricing']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
    }
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
