import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getSubscription } from '@/lib/api/subscription';
import { i18n } from '@/lib/i18n';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { billingKeys } from '../api/keys';
import { verifyPayment } from '../api/verify-payment';
import { clearCheckoutMarker, readCheckoutMarker } from '../lib/checkout-marker';
import { pollCheckout } from '../lib/poll-checkout';

// One run at a time, whatever mounts the hook (React may mount it twice in development).
let running = false;

/**
 * Back on the dashboard from a checkout started on the packages page (the checkout_in_progress marker is set):
 * confirm the payment when the provider's query came back with us, poll the subscription, say how it went, clear
 * the marker. Mounted by the dashboard shell, so it runs behind the subscription gate too.
 */
export function useCheckoutReturn(): void {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const transactionNo = params.get('TransactionNo');
  const orderNumber = params.get('OrderNumber');

  useEffect(() => {
    const marker = readCheckoutMarker();
    if (!marker || running) return;
    running = true;
    if (transactionNo || orderNumber) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('TransactionNo');
          next.delete('OrderNumber');
          return next;
        },
        { replace: true },
      );
    }
    void (async () => {
      const say = async (key: string, type: 'success' | 'info' | 'error') => {
        await i18n.loadNamespaces('billing');
        toast(i18n.t(`billing:${key}`), type, TOAST_DURATION_MS.dashboard);
      };
      try {
        if (transactionNo && orderNumber) {
          const result = await verifyPayment(transactionNo, orderNumber).catch(() => null);
          if (result && !result.verified && result.status && result.status.toLowerCase() !== 'pending') {
            await say('checkout.failed', 'error');
            return;
          }
        }
        const outcome = await pollCheckout({ marker, getSubscription });
        if (outcome === 'active') {
          await refresh();
          void queryClient.invalidateQueries({ queryKey: billingKeys.all });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          await say('checkout.active', 'success');
        } else if (outcome === 'pending') {
          await say('checkout.pending', 'info');
        } else {
          await say('checkout.error', 'error');
        }
      } finally {
        clearCheckoutMarker();
        running = false;
      }
    })();
  }, [transactionNo, orderNumber, refresh, queryClient, setParams]);
}
