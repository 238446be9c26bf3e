import type { RegisterRequest } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/register → user, requiresVerification, message (a 6-digit code is emailed). */
export async function postRegister(body: RegisterRequest) {
  const { RegisterResponseSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/auth/register', { method: 'POST', body, schema: RegisterResponseSchema });
}
