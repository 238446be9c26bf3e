import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { getMe } from './api/get-me';
import { postLogin } from './api/login';
import { postLoginTwoFactor } from './api/login-two-factor';
import { postLogout } from './api/logout';
import { postRegister } from './api/register';
import { AuthContext, type AuthContextValue, type LoginOutcome, type RegisterOutcome } from './auth-context';
import { extractToken, normalizeUser, parseStoredUser, type SessionUser } from './normalize-user';

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isLoading: boolean;
}

function restoreSession(): SessionState {
  const user = parseStoredUser(readStorage(STORAGE_KEYS.user));
  const token = user ? readStorage(STORAGE_KEYS.token) : null;
  // Restored synchronously, so loading ends at once; the server check runs in the background.
  return { user, token, isLoading: false };
}

/** A wait in whole seconds from a response field; anything else means no wait. */
function seconds(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

function clearStorage() {
  removeStorage(STORAGE_KEYS.user);
  removeStorage(STORAGE_KEYS.token);
}

/**
 * Loading → the stored user is restored (synchronously, so signed-in navigation never flickers)
 * → verified with GET /api/auth/me in the background (401 signs out and clears storage; a network failure keeps
 * the stored user).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSessionState] = useState<SessionState>(restoreSession);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const setSession = useCallback((rawUser: unknown, token: string | null) => {
    const user = normalizeUser(rawUser);
    const keptToken = token ?? sessionRef.current.token;
    if (user) writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
    if (token) writeStorage(STORAGE_KEYS.token, token);
    setSessionState({ user, token: user ? keptToken : null, isLoading: false });
  }, []);

  const clearSession = useCallback(() => {
    clearStorage();
    setSessionState({ user: null, token: null, isLoading: false });
  }, []);

  const refresh = useCallback(async (): Promise<SessionUser | null> => {
    try {
      const data = await getMe();
      const user = normalizeUser(data);
      if (!user) {
        clearSession();
        return null;
      }
      writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
      // Only a changed user re-renders the app.
      setSessionState((s) =>
        JSON.stringify(s.user) === JSON.stringify(user) && !s.isLoading
          ? s
          : { user, token: s.token, isLoading: false },
      );
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        return null;
      }
      // Offline or a server hiccup: keep what was stored.
      return sessionRef.current.user;
    }
  }, [clearSession]);

  const restoredWithUser = useRef(session.user !== null);
  useEffect(() => {
    if (restoredWithUser.current) void refresh();
  }, [refresh]);

  const login = useCallback(
    async (email: string, password: string, remember = false, unlockCode?: string): Promise<LoginOutcome> => {
      try {
        const { data, headers } = await postLogin({
          email,
          password,
          remember,
          ...(unlockCode ? { unlockCode } : {}),
        });
        const body = (data ?? {}) as Record<string, unknown>;
        if (body.requiresTwoFactor === true && typeof body.challenge === 'string') {
          return { status: 'two-factor', challenge: body.challenge };
        }
        if (body.requiresVerification === true) {
          return {
            status: 'verification-required',
            message: String(body.message ?? ''),
            resendAfterSeconds: seconds(body.resendAfterSeconds),
          };
        }
        const user = normalizeUser(body);
        if (!user) throw new ApiError(500, 'auth:bad_response', '');
        setSession(user, extractToken(body, headers));
        return { status: 'signed-in', user };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403 && error.body.requiresVerification === true) {
          return {
            status: 'verification-required',
            message: error.message,
            resendAfterSeconds: seconds(error.body.resendAfterSeconds),
          };
        }
        throw error;
      }
    },
    [setSession],
  );

  const completeTwoFactor = useCallback(
    async (challenge: string, code: string, remember?: boolean) => {
      const { data, headers } = await postLoginTwoFactor({ challenge, code, remember });
      const user = normalizeUser(data);
      if (!user) throw new ApiError(500, 'auth:bad_response', '');
      setSession(user, extractToken(data, headers));
      return user;
    },
    [setSession],
  );

  const register = useCallback<AuthContextValue['register']>(
    async (input) => {
      const { data, headers } = await postRegister({ ...input, locale: input.locale ?? currentLanguage() });
      const body = (data ?? {}) as Record<string, unknown>;
      const user = normalizeUser(body);
      // requiresVerification, when the server leaves it out, is "not subscriptionActive".
      const requiresVerification =
        typeof body.requiresVerification === 'boolean'
          ? body.requiresVerification
          : !(user?.subscriptionActive ?? false);
      const token = extractToken(body, headers);
      if (!requiresVerification && user && token) setSession(user, token);
      const outcome: RegisterOutcome = {
        requiresVerification,
        message: typeof body.message === 'string' ? body.message : '',
        resendAfterSeconds: seconds(body.resendAfterSeconds),
        user,
      };
      return outcome;
    },
    [setSession],
  );

  const updateUser = useCallback((patch: Partial<SessionUser>) => {
    setSessionState((s) => {
      if (!s.user) return s;
      const user = { ...s.user, ...patch };
      writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
      return { ...s, user };
    });
  }, []);

  const logout = useCallback(
    async (redirectTo: string | null = '/') => {
      try {
        await postLogout();
      } catch (error) {
        // The local session ends regardless; the server's cookie has its own expiry.
        if (!(error instanceof ApiError)) throw error;
      }
      // Leave first (a lazy route may load), so a protected page never sees the cleared session and bounces.
      if (redirectTo) await navigate(redirectTo);
      clearSession();
    },
    [clearSession, navigate],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      token: session.token,
      isAuthenticated: session.user !== null,
      isLoading: session.isLoading,
      login,
      completeTwoFactor,
      register,
      refresh,
      setSession,
      updateUser,
      logout,
      clearSession,
    }),
    [session, login, completeTwoFactor, register, refresh, setSession, updateUser, logout, clearSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
