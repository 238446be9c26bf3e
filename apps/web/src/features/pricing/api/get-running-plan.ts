import { apiFetch } from '@/lib/api-client';

/** The plan of the caller's own running subscription (a team member's is the owner's, so not theirs). */
export type RunningPlan = { planId: number; planName: string } | null;

/**
 * GET /api/billing/subscription, asked when a signed-in user chooses a plan: buying while subscribed credits the
 * running plan, so the checkout that shows the server's quote is used instead. A failure counts as none.
 */
export async function fetchRunningPlan(): Promise<RunningPlan> {
  try {
    const data = (await apiFetch('/api/billing/subscription')) as {
      subscription?: { planId?: unknown; planName?: unknown; role?: unknown } | null;
    } | null;
    const sub = data?.subscription;
    if (!sub || sub.role === 'member' || typeof sub.planId !== 'number') return null;
    return { planId: sub.planId, planName: typeof sub.planName === 'string' ? sub.planName : '' };
  } catch {
    return null;
  }
}
