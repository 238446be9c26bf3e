import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import {
  type CreatedInvoice,
  type InvoiceOrder,
  type PaymentProvider,
  ProviderError,
  type ProviderRefund,
  type RefundRequest,
  type TokenCharge,
  UnknownTransactionError,
  type VerifiedTransaction,
} from './provider.ts';

export const SANDBOX_OUTCOMES = ['paid', 'declined', 'canceled'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Test cards the sandbox page offers; the chosen one is reported back as the payment method. */
export const SANDBOX_CARDS = {
  visa: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  mada: { brand: 'mada', last4: '4464', expMonth: 11, expYear: 2029 },
  mastercard: { brand: 'mastercard', last4: '5454', expMonth: 10, expYear: 2031 },
  /** Pays on the page (the buyer is there) but every later charge of its saved token is declined. */
  'visa-declines-renewals': { brand: 'visa', last4: '0002', expMonth: 9, expYear: 2030 },
} as const;
export type SandboxCard = keyof typeof SANDBOX_CARDS;

/**
 * The sandbox's own record of a transaction, as a real provider would keep it on its side. It lives in the
 * payment row's metadata under `sandbox` (no table of its own), and only this provider reads or writes it.
 */
export type SandboxRecord = {
  transactionNo: string;
  orderNumber: string;
  amountCents: number;
  title: string;
  clientName: string;
  callbackUrl: string;
  cancelUrl: string;
  outcome: SandboxOutcome | null;
  card: SandboxCard | null;
  decidedAt: string | null;
  /** The buyer ticked "save this card" on the page; the token is then reported on verification. */
  saveCard?: boolean;
  /** A charge of a saved card: the token it used (no page, decided at once). */
  token?: string | null;
  /** Set once by the first refund call; a repeated call with the same key gets it back. */
  refund?: {
    refundId: string;
    amountCents: number;
    idempotencyKey: string;
    reason: string;
    at: string;
  } | null;
};

/** A sandbox token names its test card, so a renewal's outcome follows the card (`visa-declines-renewals`). */
function newToken(card: SandboxCard): string {
  return `sbxtok_${card}_${randomBytes(12).toString('hex')}`;
}

export function sandboxTokenCard(token: string): SandboxCard | null {
  const card = /^sbxtok_([a-z-]+)_[0-9a-f]{24}$/.exec(token)?.[1];
  return card && card in SANDBOX_CARDS ? (card as SandboxCard) : null;
}

/** 16 digits, like Paylink's transaction numbers. */
function newTransactionNo(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

const recordPath = sql`${payments.metadata}->'sandbox'`;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly requiresMobile = false;

  constructor(
    private readonly db: Db,
    private readonly appUrl: string,
    private readonly clock: () => Date,
  ) {}

  async createInvoice(order: InvoiceOrder): Promise<CreatedInvoice> {
    const record: SandboxRecord = {
      transactionNo: newTransactionNo(),
      orderNumber: order.orderNumber,
      amountCents: order.amountCents,
      title: order.product.title,
      clientName: order.client.name,
      callbackUrl: order.callbackUrl,
      cancelUrl: order.cancelUrl,
      outcome: null,
      card: null,
      decidedAt: null,
    };
    const updated = await this.db
      .update(payments)
      .set({
        metadata: sql`${payments.metadata} || jsonb_build_object('sandbox', ${JSON.stringify(record)}::jsonb)`,
      })
      .where(and(eq(payments.orderNumber, order.orderNumber), eq(payments.provider, 'sandbox')))
      .returning({ id: payments.id });
    if (updated.length === 0) throw new ProviderError(`sandbox: no payment for order ${order.orderNumber}`);
    return {
      paymentUrl: `${this.appUrl}/sandbox/pay/${record.transactionNo}`,
      providerPaymentId: record.transactionNo,
    };
  }

  async find(transactionNo: string): Promise<SandboxRecord | null> {
    const [row] = await this.db
      .select({ record: sql<SandboxRecord | null>`${recordPath}` })
      .from(payments)
      .where(and(eq(payments.provider, 'sandbox'), sql`${recordPath}->>'transactionNo' = ${transactionNo}`))
      .limit(1);
    return row?.record ?? null;
  }

  /** The buyer's choice on the sandbox page; recorded once (false when it already had an outcome). */
  async decide(
    transactionNo: string,
    outcome: SandboxOutcome,
    card: SandboxCard | null,
    saveCard = false,
  ): Promise<boolean> {
    const paidWith = outcome === 'paid' ? (card ?? 'visa') : null;
    const decided = {
      outcome,
      card: paidWith,
      decidedAt: this.clock().toISOString(),
      saveCard: Boolean(paidWith && saveCard),
      token: paidWith && saveCard ? newToken(paidWith) : null,
    };
    const updated = await this.db
      .update(payments)
      .set({
        metadata: sql`jsonb_set(${payments.metadata}, '{sandbox}', (${recordPath}) || ${JSON.stringify(decided)}::jsonb)`,
      })
      .where(
        and(
          eq(payments.provider, 'sandbox'),
          sql`${recordPath}->>'transactionNo' = ${transactionNo}`,
          sql`${recordPath}->'outcome' = 'null'::jsonb`,
        ),
      )
      .returning({ id: payments.id });
    return updated.length > 0;
  }

  async verify(transactionNo: string): Promise<VerifiedTransaction> {
    const record = await this.find(transactionNo);
    if (!record) throw new UnknownTransactionError(`sandbox: unknown transaction ${transactionNo}`);
    const card = record.card ? SANDBOX_CARDS[record.card] : null;
    const status =
      record.outcome === 'paid'
        ? 'paid'
        : record.outcome === 'declined'
          ? 'failed'
          : record.outcome === 'canceled'
            ? 'canceled'
            : 'pending';
    return {
      status,
      amountCents: record.amountCents,
      orderNumber: record.orderNumber,
      method: card?.brand ?? null,
      card,
      receiptUrl: null,
      receiptPasscode: null,
      failureReason: record.outcome === 'declined' ? 'Card declined (sandbox)' : null,
      savedCard:
        record.outcome === 'paid' && record.saveCard && record.token && card
          ? {
              token: record.token,
              brand: card.brand,
              last4: card.last4,
              expMonth: card.expMonth,
              expYear: card.expYear,
            }
          : null,
    };
  }

  /**
   * Charges a saved card: the record is written on the renewal's payment row and decided at once, paid unless the
   * token's card is the one that declines renewals. The same key (the payment's order) gives back the same record.
   */
  async chargeToken(charge: TokenCharge): Promise<{ transactionNo: string }> {
    const card = sandboxTokenCard(charge.token);
    if (!card) throw new ProviderError('sandbox: unknown token', 400);
    const record: SandboxRecord = {
      transactionNo: newTransactionNo(),
      orderNumber: charge.orderNumber,
      amountCents: charge.amountCents,
      title: charge.description,
      clientName: '',
      callbackUrl: charge.callbackUrl,
      cancelUrl: charge.callbackUrl,
      outcome: card === 'visa-declines-renewals' ? 'declined' : 'paid',
      card,
      decidedAt: this.clock().toISOString(),
      token: charge.token,
    };
    // Written once per order: a repeated call (lost answer) finds the first record.
    await this.db
      .update(payments)
      .set({
        metadata: sql`${payments.metadata} || jsonb_build_object('sandbox', ${JSON.stringify(record)}::jsonb)`,
      })
      .where(
        and(
          eq(payments.orderNumber, charge.orderNumber),
          eq(payments.provider, 'sandbox'),
          sql`${recordPath} is null`,
        ),
      );
    const [row] = await this.db
      .select({ transactionNo: sql<string | null>`${recordPath}->>'transactionNo'` })
      .from(payments)
      .where(and(eq(payments.orderNumber, charge.orderNumber), eq(payments.provider, 'sandbox')));
    if (!row?.transactionNo) throw new ProviderError(`sandbox: no payment for order ${charge.orderNumber}`);
    return { transactionNo: row.transactionNo };
  }

  /** Refunds a paid sandbox transaction once: the first call records it, later calls return that record. */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const record = await this.find(request.transactionNo);
    if (!record) throw new UnknownTransactionError(`sandbox: unknown transaction ${request.transactionNo}`);
    if (record.outcome !== 'paid')
      throw new ProviderError('sandbox: only a paid transaction can be refunded');
    if (request.amountCents > record.amountCents)
      throw new ProviderError('sandbox: refund above the amount paid');
    const refund = {
      refundId: `RF${newTransactionNo()}`,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
      reason: request.reason,
      at: this.clock().toISOString(),
    };
    // One conditional update: of two parallel calls only one writes, the other reads the winner's record.
    await this.db
      .update(payments)
      .set({
        metadata: sql`jsonb_set(${payments.metadata}, '{sandbox,refund}', ${JSON.stringify(refund)}::jsonb)`,
      })
      .where(
        and(
          eq(payments.provider, 'sandbox'),
          sql`${recordPath}->>'transactionNo' = ${request.transactionNo}`,
          sql`coalesce(${recordPath}->'refund', 'null'::jsonb) = 'null'::jsonb`,
        ),
      );
    const stored = (await this.find(request.transactionNo))?.refund;
    if (!stored) throw new ProviderError('sandbox: refund not recorded');
    if (stored.idempotencyKey !== request.idempotencyKey)
      throw new ProviderError('sandbox: transaction already refunded under another key');
    return { refundId: stored.refundId, amountCents: stored.amountCents };
  }
}
