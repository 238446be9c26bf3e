import type { RegisterRequest, RegisterResponse, SessionUser } from '@mustashar/contracts';
import { createContext } from 'react';

/** What a password sign-in ended with. */
export type LoginOutcome =
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'two-factor'; challenge: string }
  | { status: 'verification-required'; message: string; resendAfterSeconds: number };

export interface RegisterOutcome {
  requiresVerification: boolean;
  message: string;
  /** Seconds before the verify screen may ask for another code (the server's cooldown). */
  resendAfterSeconds: number;
  user: RegisterResponse['user'];
}

export interface AuthContextValue {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True until the stored session has been checked with the server. */
  isLoading: boolean;
  /** `unlockCode`: the emailed sign-in code that lets the owner in while others' failures pause sign-in. */
  login: (email: string, password: string, remember?: boolean, unlockCode?: string) => Promise<LoginOutcome>;
  completeTwoFactor: (challenge: string, code: string, remember?: boolean) => Promise<SessionUser>;
  register: (input: RegisterRequest) => Promise<RegisterOutcome>;
  /** Asks the server who is signed in (cookie or token); signs out on 401. */
  refresh: () => Promise<SessionUser | null>;
  /** Stores a session the server returned (its user and token). */
  setSession: (user: SessionUser, token: string | null) => void;
  /** Merges changed fields (name, avatar...) into the signed-in user. */
  updateUser: (patch: Partial<SessionUser>) => void;
  /** Ends the session on the server, clears the user and both stored keys, then goes to `redirectTo`. */
  logout: (redirectTo?: string | null) => Promise<void>;
  /** Forgets the session locally without calling the server (e.g. after the account was deleted). */
  clearSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
