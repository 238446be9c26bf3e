import { ApiError, apiFetch, ContractError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Error codes the server answers when the payment provider needs the buyer's Saudi mobile number. */
export const MOBILE_REQUIRED_CODES = ['billing:mobile_required', 'billing:invalid_mobile'];

/**
 * POST /api/billing/paylink/create-invoice {planId, mobile?} → the payment page's url. Errors carry the server's
 * message, else 'Failed to create invoice'; an answer without the url, 'No payment URL returned'.
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
    // A success without a payment page to go to (the answer lacks its URL) says so in the product's words.
    if (error instanceof ContractError)
      throw new ApiError(error.status, error.code, i18n.t('common:purchase.noUrl'), error.body);
    if (error instanceof ApiError && error.status !== 0) {
      if (typeof error.body.message !== 'string' || !error.body.message) {
        throw new ApiError(error.status, error.code, i18n.t('common:purchase.invoiceFailed'), error.body);
      }
    }
    throw error;
  }
}
