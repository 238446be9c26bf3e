import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/me → `{user}`; 401 when the session is gone. */
export function getMe(signal?: AbortSignal) {
  return apiFetch('/api/auth/me', { signal });
}
