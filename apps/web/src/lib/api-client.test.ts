import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installFetchMock, mockApiUnchecked } from '../test/api-mock';
import { ApiError, apiFetch, apiFetchFile, ContractError } from './api-client';

const Greeting = z.object({ text: z.string(), count: z.number() });

describe('apiFetch with a contract schema', () => {
  beforeEach(() => installFetchMock());
  afterEach(() => vi.restoreAllMocks());

  it('returns the parsed, typed body', async () => {
    mockApiUnchecked({ '/api/greeting': () => ({ text: 'hi', count: 2, extra: true }) });
    const greeting = await apiFetch('/api/greeting', { schema: Greeting });
    expect(greeting).toEqual({ text: 'hi', count: 2 });
  });

  it('refuses a body that breaks the contract, logging the fields but not the body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApiUnchecked({ '/api/greeting': () => ({ text: 'private words', count: '2' }) });
    const error = await apiFetch('/api/greeting', { schema: Greeting }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ContractError).code).toBe('contract:mismatch');
    expect(log).toHaveBeenCalledTimes(1);
    const logged = log.mock.calls[0]?.join(' ') ?? '';
    expect(logged).toContain('/api/greeting');
    expect(logged).toContain('count');
    expect(logged).not.toContain('private words');
  });

  it('still reports a server error as the server worded it', async () => {
    mockApiUnchecked({
      '/api/greeting': () =>
        new Response(JSON.stringify({ error: 'auth:required', message: 'Sign in' }), { status: 401 }),
    });
    const error = await apiFetch('/api/greeting', { schema: Greeting }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ContractError);
    expect((error as ApiError).code).toBe('auth:required');
  });
});

describe('apiFetchFile', () => {
  beforeEach(() => installFetchMock());

  it('returns the file with the name the server gives it, else the fallback', async () => {
    mockApiUnchecked({
      '/api/report': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير.pdf')}`,
          },
        }),
      '/api/unnamed': () => new Response('a,b', { headers: { 'content-type': 'text/csv' } }),
    });
    const file = await apiFetchFile('/api/report', { method: 'POST', body: {}, fallbackName: 'x.pdf' });
    expect(file.filename).toBe('تقرير.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect((await apiFetchFile('/api/unnamed', { fallbackName: 'x.csv' })).filename).toBe('x.csv');
  });

  it('reports a refusal as apiFetch does, with the body for the fields a screen acts on', async () => {
    mockApiUnchecked({
      '/api/report': () =>
        new Response(
          JSON.stringify({ error: 'drafting:invalid_field', message: 'Bad date', field: 'start' }),
          {
            status: 400,
          },
        ),
    });
    const error = await apiFetchFile('/api/report', { fallbackName: 'x.pdf' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'drafting:invalid_field', message: 'Bad date' });
    expect((error as ApiError).body.field).toBe('start');
  });
});
