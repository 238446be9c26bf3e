import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/logout: ends the session server-side. */
export function postLogout() {
  return apiFetch('/api/auth/logout', { method: 'POST' });
}
