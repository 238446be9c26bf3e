import type { LoginRequest } from '@mustashar/contracts';
import { apiFetchWithHeaders } from '@/lib/api-client';

/** POST /api/auth/login → `{user, token}`, or `{requiresTwoFactor, challenge}`; 403 `requiresVerification`. */
export function postLogin(body: LoginRequest) {
  return apiFetchWithHeaders('/api/auth/login', { method: 'POST', body });
}
