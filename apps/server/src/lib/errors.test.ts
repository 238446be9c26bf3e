import { ErrorCode } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../test/helpers.ts';
import { AppError } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      async extraRoutes(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals: password=hunter2');
        });
        app.get('/api/test/teapot', async () => {
          throw new AppError(409, 'test:conflict', { ar: 'تعارض', en: 'Conflict' });
        });
      },
    },
  });
});
afterAll(() => t.close());

let requests = 0;
const contact = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'content-type': 'application/json', ...sameOrigin, ...headers },
    // A fresh address per request keeps the contact route's rate limit out of these tests.
    remoteAddress: `192.0.2.${++requests}`,
  });

describe('error answers', () => {
  it('answers invalid JSON with 400 and a message in the caller’s language (Arabic by default)', async () => {
    const en = await contact('{"name":', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: ErrorCode.badRequest,
      message: 'The request body is not valid JSON.',
    });
    const ar = await contact('{"name":');
    expect(ar.json().message).toBe('نص الطلب ليس JSON صالحًا.');
    const fr = await contact('{', { 'accept-language': 'fr-FR, en;q=0.5, ar;q=0.8' });
    expect(fr.json().message).toBe('نص الطلب ليس JSON صالحًا.');
  });

  it('names the field that failed validation', async () => {
    const res = await contact(
      JSON.stringify({ name: 'Sara', email: 'not-an-email', subject: 'Hello', message: 'x'.repeat(20) }),
      {
        'accept-language': 'en',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ErrorCode.badRequest);
    expect(res.json().message).toMatch(/"email"/);
  });

  it('answers an unknown /api or /dev path with JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/dev/nothing', '/api']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        error: ErrorCode.notFound,
        message: 'The page or resource was not found.',
      });
    }
  });

  it('answers 415 for an unsupported content type and 413 for a body that is too large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'hello',
      headers: { 'content-type': 'application/x-unknown', ...sameOrigin },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(ErrorCode.unsupportedMediaType);
    const big = await contact(JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(ErrorCode.payloadTooLarge);
  });

  it('maps an AppError to its status, code and localized message', async () => {
    const res = await t.app.inject({ url: '/api/test/teapot', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'test:conflict', message: 'تعارض' });
  });

  it('answers unknown errors with 500 and no internals, echoing the request id', async () => {
    const res = await t.app.inject({
      url: '/api/test/boom',
      headers: { 'accept-language': 'en', 'x-request-id': 'abc-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: ErrorCode.internal,
      message: 'Something went wrong. Please try again later.',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('replaces an unsafe incoming request id', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith <junk>' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
