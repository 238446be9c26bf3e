import type { LoginTwoFactorRequest } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login/2fa: finishes a sign-in with an authenticator or a recovery code → `{user, token}`. */
export async function postLoginTwoFactor(body: LoginTwoFactorRequest) {
  const { SignedInResponseSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/auth/login/2fa', { method: 'POST', body, schema: SignedInResponseSchema });
}
