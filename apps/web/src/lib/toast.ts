import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

type Sonner = typeof import('sonner');

// Sonner is loaded on demand (it is ~12 KB gzipped with its styles) so the landing page's first bundle stays
// small. A toast raised before the <Toaster> is mounted waits for it instead of being lost.
let sonner: Promise<Sonner> | null = null;
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
export function notifyToasterMounted(): void {
  markReady();
}

/**
 * How long a toast stays: 6000 ms on the dashboard (every page under /dashboard, whoever raises
 * it), 5000 ms elsewhere. The toaster provider's own default, for a toast raised without this helper, is 4000 ms
 * (TOAST_DURATION_MS.provider, set on <Toaster>).
 */
export function toastDuration(pathname: string): number {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/')
    ? TOAST_DURATION_MS.dashboard
    : TOAST_DURATION_MS.default;
}

/** One entry point for toasts: a message and its type. */
export function toast(message: string, type: ToastType = 'info', duration?: number): void {
  // Read when raised, so a toast shown just before leaving a page keeps that page's duration.
  const ms = duration ?? toastDuration(typeof window === 'undefined' ? '/' : window.location.pathname);
  void Promise.all([loadSonner(), toasterReady]).then(([m]) => {
    m.toast[type](message, { duration: ms });
  });
}

toast.success = (message: string, duration?: number) => toast(message, 'success', duration);
toast.error = (message: string, duration?: number) => toast(message, 'error', duration);
toast.warning = (message: string, duration?: number) => toast(message, 'warning', duration);
toast.info = (message: string, duration?: number) => toast(message, 'info', duration);
