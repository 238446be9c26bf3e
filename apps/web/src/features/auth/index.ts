export type { AuthContextValue, LoginOutcome, RegisterOutcome } from './auth-context';
export { AuthProvider } from './auth-provider';
export { consumeGooglePending } from './lib/google';
export { extractToken, normalizeUser, parseStoredUser, type SessionUser } from './lib/normalize-user';
export { loginPath, safeReturnTo } from './lib/return-to';
export { useAuth } from './use-auth';
