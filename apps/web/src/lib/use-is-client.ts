import { startTransition, useEffect, useState } from 'react';

/** Set by main.tsx just before it hydrates the prerendered landing page (only `/` is prerendered). */
let hydratingLanding = false;

export function markHydratingLanding(): void {
  hydratingLanding = true;
}

/**
 * False while rendering on the server (the build-time prerender) and while hydrating its HTML, true otherwise:
 * client-only UI (the cookie modal, the toaster) renders nothing where the prerendered HTML has nothing, so
 * hydration matches, and appears in the render right after.
 *
 * Not a useSyncExternalStore with a `false` server snapshot: React resolves that mismatch with a synchronous
 * (SyncLane) re-render of every user right after hydration, one long task. Here the flip is a state update in
 * a transition, from an effect: batched across users, time-sliced, after hydration has committed. Without a
 * landing-page hydration (another route loaded first, tests) it starts at true. After one, every first render
 * starts at false — not only on `/`: a lazy section of the landing page can hydrate after a click has already
 * changed the URL, and must still render what the server did (docs/decisions/040); a component mounting
 * afresh merely renders once more.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(() => typeof window !== 'undefined' && !hydratingLanding);
  useEffect(() => {
    if (!isClient) startTransition(() => setIsClient(true));
  }, [isClient]);
  return isClient;
}
