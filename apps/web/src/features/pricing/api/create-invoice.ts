import { ApiError, apiFetch, ContractError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Error codes the server answers when the payment provider needs the buyer's Saudi mobile number. */
export const MOBILE_REQUIRED_CODES = ['billing:mobile_required', 'billing:invalid_mobile'];

/**
 * POST /api/billing/paylink/create-invoice {planId, mobile?} → the payment page's url. Errors carry the server's
 * message, else 'Failed to create invoice'.
 */
export async function createInvoice(input: { planId: number; mobile?: string }): Promise<string> {
  // The schemas load on demand: the landing page's plan cards buy through here, and zod stays off its first paint.
  const { CreateInvoiceResponseSchema } = await import('@mustashar/contracts');
  try {
    const data = await apiFetch('/api/billing/paylink/create-invoice', {
      method: 'POST',
      body: input,
      schema: CreateInvoiceResponseSchema,
    });
    return data.invoice.paymentUrl;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && !(error instanceof ContractError)) {
      if (typeof error.body.message !== 'string' || !error.body.message) {
        throw new ApiError(error.status, error.code, i18n.t('common:purchase.invoiceFailed'), error.body);
      }
    }
    throw error;
  }
}
