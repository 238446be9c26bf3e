import type { RegisterRequest } from '@mustashar/contracts';
import { apiFetchWithHeaders } from '@/lib/api-client';

/** POST /api/auth/register → user, requiresVerification, message (a 6-digit code is emailed). */
export function postRegister(body: RegisterRequest) {
  return apiFetchWithHeaders('/api/auth/register', { method: 'POST', body });
}
