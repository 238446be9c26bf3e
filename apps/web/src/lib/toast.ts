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

/** One entry point for toasts (SPEC section 3, Toast: message + type). */
export function toast(
  message: string,
  type: ToastType = 'info',
  duration: number = TOAST_DURATION_MS.default,
): void {
  void Promise.all([loadSonner(), toasterReady]).then(([m]) => {
    m.toast[type](message, { duration });
  });
}

toast.success = (message: string, duration?: number) => toast(message, 'success', duration);
toast.error = (message: string, duration?: number) => toast(message, 'error', duration);
toast.warning = (message: string, duration?: number) => toast(message, 'warning', duration);
toast.info = (message: string, duration?: number) => toast(message, 'info', duration);
