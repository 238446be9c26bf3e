import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/logout: ends the session server-side (only the status matters). */
export async function postLogout(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}
