import type { MeResponse } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/me → `{user}`; 401 when the session is gone. */
export async function getMe(signal?: AbortSignal): Promise<MeResponse> {
  // The schemas load on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { MeResponseSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/auth/me', { signal, schema: MeResponseSchema });
}
