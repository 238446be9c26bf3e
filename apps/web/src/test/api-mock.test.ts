import { describe, expect, it } from 'vitest';
import { assertMocksMatchContracts, json, mockApi, sessionUser } from './api-mock';

const ME = { user: sessionUser() };

describe('mockApi', () => {
  it('answers with the mocked body when it matches the route contract', async () => {
    mockApi({ '/api/auth/me': () => ME });
    const response = await fetch('/api/auth/me');
    expect(await response.json()).toEqual(ME);
    expect(() => assertMocksMatchContracts()).not.toThrow();
  });

  it('fails the test when a body drifts from the contract, named by route and field', async () => {
    // @ts-expect-error: the contract's user has no `fullName`, and `name` is required.
    mockApi({ '/api/auth/me': () => ({ user: { id: 'u1', fullName: 'Sara', email: 'sara@example.sa' } }) });
    await fetch('/api/auth/me');
    expect(() => assertMocksMatchContracts()).toThrow(/GET \/api\/auth\/me: .*user\.name/);
  });

  it('checks a JSON Response with a success status too, and matches routes with a parameter', async () => {
    mockApi({ '/api/team/m1': () => json({ ok: true }) });
    await fetch('/api/team/m1', { method: 'DELETE' });
    expect(() => assertMocksMatchContracts()).toThrow(/DELETE \/api\/team\/m1: .*\/api\/team\/:id.*message/);
  });

  it('leaves error answers alone', async () => {
    mockApi({ '/api/auth/me': () => json({ error: 'auth:unauthorized', message: 'Sign in' }, 401) });
    expect((await fetch('/api/auth/me')).status).toBe(401);
    expect(() => assertMocksMatchContracts()).not.toThrow();
  });

  it('rejects a method the route does not have', async () => {
    mockApi({ '/api/auth/me': () => ME });
    await fetch('/api/auth/me', { method: 'POST' });
    expect(() => assertMocksMatchContracts()).toThrow(/POST \/api\/auth\/me: no such route/);
  });

  it('does not typecheck a path that is not an API route', () => {
    // @ts-expect-error: no such route.
    mockApi({ '/api/auth/mee': () => ME });
  });
});
