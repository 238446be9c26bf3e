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
 * a transition, from an effect: batched across users, time-sliced, after hydration has committed. Components
 * that mount on the client outside that hydration (any other route, or a fresh render) start at true.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(
    () => typeof window !== 'undefined' && !(hydratingLanding && window.location.pathname === '/'),
  );
  useEffect(() => {
    if (!isClient) startTransition(() => setIsClient(true));
  }, [isClient]);
  return isClient;
}
