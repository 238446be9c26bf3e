import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, mockApi, mockApiUnchecked, sessionUser } from '@/test/api-mock';
import { consoleGuard } from '@/test/console-guard';
import type { AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

const SARA = sessionUser({ name: 'Sara' });

const ref: { current: AuthContextValue | null } = { current: null };

function Probe() {
  ref.current = useAuth();
  return null;
}

/** Where the memory router is, as the probe last rendered it. */
const at: { current: { pathname: string; action: NavigationType } | null } = { current: null };

function LocationProbe() {
  at.current = { pathname: useLocation().pathname, action: useNavigationType() };
  return null;
}

/** Renders useAuth inside the provider, inside a memory router (the provider navigates on logout). */
function renderAuth() {
  ref.current = null;
  const wrapper = ({ children }: { children: ReactNode }) => <>{children}</>;
  renderHook(() => null, {
    wrapper: () =>
      wrapper({
        children: (
          <MemoryRouter initialEntries={['/dashboard']}>
            <AuthProvider>
              <Probe />
            </AuthProvider>
            <LocationProbe />
          </MemoryRouter>
        ),
      }),
  });
  return { auth: () => ref.current!, location: () => at.current! };
}

function store(user: unknown, token = 'tok-1') {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.localStorage.setItem(STORAGE_KEYS.token, token);
}

function lastCall(path: string) {
  const call = fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).at(-1);
  return call as [string, RequestInit] | undefined;
}

describe('AuthProvider', () => {
  it('restores the stored user, then verifies it with /api/auth/me sending the Bearer token', async () => {
    store(SARA);
    mockApi({ '/api/auth/me': () => ({ user: { ...SARA, name: 'Sara Ahmed' } }) });
    const { auth } = renderAuth();
    expect(auth().user).toMatchObject({ id: 'u1', name: 'Sara' });
    expect(auth().isAuthenticated).toBe(true);
    expect(auth().isLoading).toBe(false);
    await waitFor(() => expect(auth().user?.name).toBe('Sara Ahmed'));
    const [, init] = lastCall('/api/auth/me')!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Accept-Language']).toBe('en');
    expect(init.credentials).toBe('include');
  });

  it('a 401 from /api/auth/me signs out and clears both keys', async () => {
    store(SARA);
    mockApi({ '/api/auth/me': () => json({ error: 'auth:unauthorized', message: 'Please sign in' }, 401) });
    const { auth } = renderAuth();
    await waitFor(() => expect(auth().user).toBeNull());
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('does not call the server when nothing is stored, and an unreadable value means signed out', async () => {
    consoleGuard.allow(/unreadable stored user/);
    window.localStorage.setItem(STORAGE_KEYS.user, '{broken');
    const { auth } = renderAuth();
    expect(auth().user).toBeNull();
    expect(lastCall('/api/auth/me')).toBeUndefined();
  });

  it('logs in, storing the user and the token; logout calls the server and clears both keys', async () => {
    let loginBody: unknown;
    mockApi({
      '/api/auth/login': (_url, init) => {
        loginBody = JSON.parse(String(init?.body));
        return { user: SARA, token: 'tok-new', requiresVerification: false, requiresTwoFactor: false };
      },
      '/api/auth/logout': () => ({ ok: true, message: 'bye' }),
    });
    const { auth, location } = renderAuth();
    let outcome: unknown;
    await act(async () => {
      outcome = await auth().login('sara@example.sa', 'secret-pass', true);
    });
    expect(outcome).toMatchObject({ status: 'signed-in' });
    expect(loginBody).toEqual({ email: 'sara@example.sa', password: 'secret-pass', remember: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-new');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ id: 'u1' });

    await act(async () => {
      await auth().logout('/login');
    });
    expect(lastCall('/api/auth/logout')?.[1].method).toBe('POST');
    expect(auth().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(location().pathname).toBe('/login');
  });

  it('turns a 403 with requiresVerification into a verification outcome, and 2FA into a challenge', async () => {
    mockApi({
      '/api/auth/login': () =>
        json(
          {
            error: 'auth:verification_required',
            message: 'Verify first',
            requiresVerification: true,
            resendAfterSeconds: 12,
          },
          403,
        ),
    });
    const { auth } = renderAuth();
    await expect(auth().login('a@b.sa', 'x')).resolves.toEqual({
      status: 'verification-required',
      message: 'Verify first',
      resendAfterSeconds: 12,
    });
    mockApi({
      '/api/auth/login': () => ({ requiresTwoFactor: true, challenge: 'ch-1', requiresVerification: false }),
    });
    await expect(auth().login('a@b.sa', 'x')).resolves.toEqual({ status: 'two-factor', challenge: 'ch-1' });
  });

  it('refuses a sign-in answer that breaks the contract, storing nothing', async () => {
    consoleGuard.allow(/does not match its contract/);
    mockApiUnchecked({ '/api/auth/login': () => ({ data: { user: { user_id: 9, paid: true } } }) });
    const { auth } = renderAuth();
    await expect(auth().login('x@y.sa', 'pw')).rejects.toMatchObject({ code: 'contract:mismatch' });
    expect(auth().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('upgrades a user stored by an earlier version, then takes /api/auth/me', async () => {
    store({ id: 'u1', name: 'Sara', email: 'sara@example.sa', subscriptionActive: true, planName: 'Yearly' });
    mockApi({
      '/api/auth/me': () => ({ user: { ...SARA, subscriptionActive: true, planDisplayName: 'Yearly' } }),
    });
    const { auth } = renderAuth();
    expect(auth().user).toEqual({
      ...SARA,
      subscriptionActive: true,
      planDisplayName: 'Yearly',
      locale: 'ar',
    });
    await waitFor(() => expect(auth().user?.locale).toBe('en'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(auth().user);
  });

  it('logs storage failures as warnings and carries on', async () => {
    consoleGuard.allow(/Could not (write|read|remove) "mustashar_/);
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('quota');
    };
    try {
      mockApi({
        '/api/auth/login': () => ({
          user: SARA,
          token: 'tok',
          requiresVerification: false,
          requiresTwoFactor: false,
        }),
      });
      const { auth } = renderAuth();
      await act(async () => {
        await auth().login('sara@example.sa', 'pw');
      });
      expect(auth().user?.id).toBe('u1');
      expect(console.warn).toHaveBeenCalled();
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
