import type { Plan } from '@mustashar/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchTeamMembership } from '@/lib/api/team';
import { checkoutPath } from '@/lib/checkout-path';
import { loginPath, useAuth } from '@/lib/session';

export { checkoutPath };

// The dialogs load when a buyer starts a checkout: the landing page's plan cards do not carry them.
const CheckoutDialog = lazy(() => import('./checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));
const TeamPurchaseDialog = lazy(() =>
  import('@/components/team-purchase-dialog').then((m) => ({ default: m.TeamPurchaseDialog })),
);

export interface PlanCheckout {
  /** Starts buying a plan: a guest signs in first and comes back to it; a team member is told what it means. */
  start: (plan: Plan, code?: string | null) => Promise<void>;
  /** The dialogs; render it once where the hook is used. */
  dialogs: ReactNode;
}

/** Every path that buys a plan goes through here, so each shows the same server quote in the same dialog. */
export function usePlanCheckout(): PlanCheckout {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState<{ plan: Plan; code: string | null } | null>(null);
  const [team, setTeam] = useState<{ plan: Plan; code: string | null; ownerName: string | null } | null>(
    null,
  );

  const start = useCallback(
    async (plan: Plan, code: string | null = null) => {
      if (!isAuthenticated) {
        navigate(loginPath(checkoutPath(plan.id, code)));
        return;
      }
      // A member of someone's team already uses that subscription: buying starts one of their own.
      const membership = await fetchTeamMembership();
      if (membership) {
        setTeam({ plan, code, ownerName: membership.ownerName });
        return;
      }
      setOpen({ plan, code });
    },
    [isAuthenticated, navigate],
  );

  // Nothing at all until a checkout starts: the prerendered landing page has no boundary to wait for.
  const dialogs =
    team || open ? (
      <Suspense fallback={null}>
        {team ? (
          <TeamPurchaseDialog
            ownerName={team.ownerName}
            onCancel={() => setTeam(null)}
            onContinue={() => {
              setTeam(null);
              setOpen({ plan: team.plan, code: team.code });
            }}
          />
        ) : null}
        {open ? (
          <CheckoutDialog
            key={open.plan.id}
            plan={open.plan}
            initialCode={open.code}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    ) : null;
  return { start, dialogs };
}

/**
 * Opens the checkout a link asks for, once the plans are known: `?plan=ID&code=CODE` (checkoutPath, the offer, a
 * return from signing in) or `?renew=<plan name>` (a renewal reminder's email). The parameters then go, so a reload
 * does not open it again.
 */
export function useCheckoutLink(plans: Plan[] | undefined, start: PlanCheckout['start'], ready = true): void {
  const [params, setParams] = useSearchParams();
  const wantedId = params.get('plan');
  const renewName = params.get('renew');
  const code = params.get('code')?.trim() || null;
  useEffect(() => {
    if ((!wantedId && !renewName) || !plans || plans.length === 0 || !ready) return;
    const plan = plans.find((p) => (wantedId ? String(p.id) === wantedId : p.name === renewName));
    const next = new URLSearchParams(params);
    for (const key of ['plan', 'code', 'renew']) next.delete(key);
    setParams(next, { replace: true });
    if (plan) void start(plan, code);
  }, [wantedId, renewName, code, plans, ready, start, params, setParams]);
}
