import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server (the build-time prerender) and while hydrating its HTML, true otherwise:
 * client-only UI (the cookie modal, the toaster) renders nothing where the prerendered HTML has nothing, so
 * hydration matches, and appears in the render right after.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
