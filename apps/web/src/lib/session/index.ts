export type { AuthContextValue, LoginOutcome, RegisterOutcome } from './auth-context';
export { AuthProvider } from './auth-provider';
export { extractToken, normalizeUser, parseStoredUser, type SessionUser } from './normalize-user';
export { loginPath, safeReturnTo } from './return-to';
export { useAuth } from './use-auth';
