import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

describe('security headers', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    prod = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), TOTP_ENCRYPTION_KEY: 't'.repeat(40) },
    });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('sends a strict Content-Security-Policy and a referrer policy', async () => {
    const res = await dev.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only in production', async () => {
    const res = await prod.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('gives the API docs their own policy and keeps the strict one elsewhere', async () => {
    const docs = await dev.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toContain("img-src 'self' data:;");
    const api = await dev.app.inject({ url: '/api/plans' });
    expect(String(api.headers['content-security-policy'])).toContain("img-src 'self' data: blob:");
  });
});
