import type { TrialStatus } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/trial/status → {blocked, exists, remainingMs, messagesUsed, messagesLimit, mode}. */
export async function getTrialStatus(): Promise<TrialStatus> {
  // The schemas load on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { TrialStatusSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/trial/status', { schema: TrialStatusSchema });
}

/**
 * POST /api/trial/start: starts the trial or resumes the running one (the server sets the device, chat-session and
 * message-counter cookies); 440 when it is over, 451 from a VPN/proxy network.
 */
export async function startOrResumeTrial(): Promise<TrialStatus> {
  const { TrialStartResponseSchema } = await import('@mustashar/contracts');
  return (await apiFetch('/api/trial/start', { method: 'POST', schema: TrialStartResponseSchema })).status;
}
