import {
  type TrialClaimRequest,
  type TrialClaimResponse,
  TrialClaimResponseSchema,
} from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/trial/claim → the trial's conversations join the signed-in account (once; the device's trial cookies
 * go with the request).
 */
export async function claimTrial(body: TrialClaimRequest): Promise<TrialClaimResponse> {
  return apiFetch('/api/trial/claim', { method: 'POST', body, schema: TrialClaimResponseSchema });
}
