import type { LoginRequest } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login → `{user, token}`, or `{requiresTwoFactor, challenge}`; 403 `requiresVerification`. */
export async function postLogin(body: LoginRequest) {
  const { LoginResponseSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/auth/login', { method: 'POST', body, schema: LoginResponseSchema });
}
