import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import { toast as appToast } from '@/lib/toast';

/** Toasts on dashboard pages stay 6000 ms. */
export const toast = {
  success: (message: string) => appToast.success(message, TOAST_DURATION_MS.dashboard),
  error: (message: string) => appToast.error(message, TOAST_DURATION_MS.dashboard),
  info: (message: string) => appToast.info(message, TOAST_DURATION_MS.dashboard),
};
