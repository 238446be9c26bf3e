import { getSubscription } from '@/lib/api/subscription';

/** The plan of the caller's own running subscription (a team member's is the owner's, so not theirs). */
export type RunningPlan = { planId: number; planName: string } | null;

/**
 * Asked when a signed-in user chooses a plan: buying while subscribed credits the running plan, so the checkout
 * that shows the server's quote is used instead. A failure counts as none.
 */
export async function fetchRunningPlan(): Promise<RunningPlan> {
  try {
    const sub = await getSubscription();
    if (!sub || sub.role === 'member') return null;
    return { planId: sub.planId, planName: sub.planName };
  } catch {
    return null;
  }
}
