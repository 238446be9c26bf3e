import type { LoginTwoFactorRequest } from '@mustashar/contracts';
import { apiFetchWithHeaders } from '@/lib/api-client';

/** POST /api/auth/login/2fa: finishes a sign-in with an authenticator or a recovery code. */
export function postLoginTwoFactor(body: LoginTwoFactorRequest) {
  return apiFetchWithHeaders('/api/auth/login/2fa', { method: 'POST', body });
}
