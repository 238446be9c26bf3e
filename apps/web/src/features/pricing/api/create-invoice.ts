import { ApiError, apiFetch } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Error codes the server answers when the payment provider needs the buyer's Saudi mobile number. */
export const MOBILE_REQUIRED_CODES = ['billing:mobile_required', 'billing:invalid_mobile'];

/**
 * POST /api/billing/paylink/create-invoice {planId, mobile?} → {success, invoice: {paymentUrl}}. Errors carry the
 * server's message, else 'Failed to create invoice'; an answer without a URL is 'No payment URL returned'.
 */
export async function createInvoice(input: { planId: number; mobile?: string }): Promise<string> {
  let data: unknown;
  try {
    data = await apiFetch('/api/billing/paylink/create-invoice', { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      if (typeof error.body.message !== 'string' || !error.body.message) {
        throw new ApiError(error.status, error.code, i18n.t('common:purchase.invoiceFailed'), error.body);
      }
    }
    throw error;
  }
  const body = (data && typeof data === 'object' ? data : {}) as {
    success?: unknown;
    invoice?: { paymentUrl?: unknown };
    error?: unknown;
    message?: unknown;
  };
  if (body.success === false) {
    const text = typeof body.error === 'string' ? body.error : body.message;
    throw new ApiError(
      200,
      'billing:invoice_failed',
      typeof text === 'string' && text ? text : i18n.t('common:purchase.invoiceFailed'),
    );
  }
  const url = body.invoice?.paymentUrl;
  if (typeof url !== 'string' || !url) {
    throw new ApiError(200, 'billing:no_payment_url', i18n.t('common:purchase.noUrl'));
  }
  return url;
}
