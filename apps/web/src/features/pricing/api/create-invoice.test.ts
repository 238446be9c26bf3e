import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFetchMock, mockApiUnchecked } from '@/test/api-mock';
import { createInvoice } from './create-invoice';

const INVOICE = {
  paymentId: 'p1',
  orderNumber: 'o1',
  transactionNo: 't1',
  paymentUrl: 'https://pay.example/inv_1',
  amountCents: 24900,
  currency: 'SAR',
};

describe('createInvoice', () => {
  beforeEach(async () => {
    installFetchMock();
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('returns the payment page of the invoice', async () => {
    mockApiUnchecked({
      '/api/billing/paylink/create-invoice': () => ({ success: true, invoice: { ...INVOICE } }),
    });
    await expect(createInvoice({ planId: 2 })).resolves.toBe('https://pay.example/inv_1');
  });

  it("says 'No payment URL returned' when the answer has no payment page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { paymentUrl: _none, ...withoutUrl } = INVOICE;
    mockApiUnchecked({
      '/api/billing/paylink/create-invoice': () => ({ success: true, invoice: withoutUrl }),
    });
    await expect(createInvoice({ planId: 2 })).rejects.toThrow('No payment URL returned');
  });
});
