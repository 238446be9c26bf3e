export type { SessionUser } from '@mustashar/contracts';
export type { AuthContextValue, LoginOutcome, RegisterOutcome } from './auth-context';
export { AuthProvider } from './auth-provider';
export { loginPath, safeReturnTo } from './return-to';
export { useAuth } from './use-auth';
