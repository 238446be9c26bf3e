import type { TrialStartResponse, TrialStatus } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/trial/status → {blocked, exists, remainingMs, messagesUsed, messagesLimit, mode}. */
export async function getTrialStatus(): Promise<TrialStatus> {
  return (await apiFetch('/api/trial/status')) as TrialStatus;
}

/**
 * POST /api/trial/start: starts the trial or resumes the running one (the server sets the device, chat-session and
 * message-counter cookies); 440 when it is over, 451 from a VPN/proxy network.
 */
export async function startOrResumeTrial(): Promise<TrialStatus> {
  return ((await apiFetch('/api/trial/start', { method: 'POST' })) as TrialStartResponse).status;
}
