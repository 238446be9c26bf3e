import type { SessionUser } from '@mustashar/contracts';
import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage } from '@/lib/i18n';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { AuthContext, type AuthContextValue, type LoginOutcome, type RegisterOutcome } from './auth-context';
import { readStoredUser } from './stored-user';

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isLoading: boolean;
}

function restoreSession(): SessionState {
  const user = readStoredUser(readStorage(STORAGE_KEYS.user));
  const token = user ? readStorage(STORAGE_KEYS.token) : null;
  // Restored synchronously, so loading ends at once; the server check runs in the background.
  return { user, token, isLoading: false };
}

/** A wait in whole seconds from an error body's field; anything else means no wait. */
function seconds(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

const sessionApi = () => import('./api');

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

  const setSession = useCallback((user: SessionUser, token: string | null) => {
    const keptToken = token ?? sessionRef.current.token;
    writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
    if (token) writeStorage(STORAGE_KEYS.token, token);
    setSessionState({ user, token: keptToken, isLoading: false });
  }, []);

  const clearSession = useCallback(() => {
    clearStorage();
    setSessionState({ user: null, token: null, isLoading: false });
  }, []);

  const refresh = useCallback(async (): Promise<SessionUser | null> => {
    // Offline before the calls' chunk has loaded: keep what was stored, as for a failed check.
    const api = await sessionApi().catch(() => null);
    if (!api) return sessionRef.current.user;
    const { ApiError, getMe } = api;
    try {
      const { user } = await getMe();
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
      const { ApiError, postLogin } = await sessionApi();
      try {
        const data = await postLogin({
          email,
          password,
          remember,
          ...(unlockCode ? { unlockCode } : {}),
        });
        if (data.requiresTwoFactor) return { status: 'two-factor', challenge: data.challenge };
        setSession(data.user, data.token);
        return { status: 'signed-in', user: data.user };
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
      const { postLoginTwoFactor } = await sessionApi();
      const { user, token } = await postLoginTwoFactor({ challenge, code, remember });
      setSession(user, token);
      return user;
    },
    [setSession],
  );

  const register = useCallback<AuthContextValue['register']>(async (input) => {
    // No session yet: the emailed code is verified first, then the user signs in.
    const { postRegister } = await sessionApi();
    const data = await postRegister({ ...input, locale: input.locale ?? currentLanguage() });
    const outcome: RegisterOutcome = {
      requiresVerification: data.requiresVerification,
      message: data.message,
      resendAfterSeconds: data.resendAfterSeconds,
      user: data.user,
    };
    return outcome;
  }, []);

  const updateUser = useCallback((patch: Partial<SessionUser>) => {
    setSessionState((s) => {
      if (!s.user) return s;
      // A field patched to undefined keeps its value: the stored user stays whole.
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const user: SessionUser = { ...s.user, ...defined };
      writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
      return { ...s, user };
    });
  }, []);

  const logout = useCallback(
    async (redirectTo: string | null = '/') => {
      const { ApiError, postLogout } = await sessionApi();
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
