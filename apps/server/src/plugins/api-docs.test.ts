import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  TOTP_ENCRYPTION_KEY: 't'.repeat(40),
};

describe('OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Mustashar API');
      expect(doc.paths['/api/plans'].get.responses['200']).toBeDefined();
      expect(doc.paths['/api/contact'].post.requestBody).toBeDefined();
      expect(doc.paths['/dev/outbox']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('API_DOCS', () => {
  it('defaults to on outside production and off in production, and refuses other values', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/^API_DOCS: expected on or off/);
  });

  it('serves no docs in production by default', async () => {
    const t = await createTestApp({ env: PRODUCTION });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('openapi');
      }
      // The routes themselves are unaffected.
      expect((await t.app.inject({ url: '/api/plans' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('serves them in production when API_DOCS=on', async () => {
    const t = await createTestApp({ env: { ...PRODUCTION, API_DOCS: 'on' } });
    try {
      const res = await t.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().paths['/api/plans']).toBeDefined();
      expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('serves them in development by default and not with API_DOCS=off', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    const off = await createTestApp({ env: { NODE_ENV: 'development', API_DOCS: 'off' } });
    try {
      expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await dev.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
      expect((await off.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await dev.close();
      await off.close();
    }
  });
});
