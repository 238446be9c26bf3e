import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A local HTTP server speaking Moyasar's documented shapes for what we use: invoices with a hosted page (where the
 * buyer may tick "save card"), payments charged to a token with `given_id`, tokens (read, delete), Basic auth with
 * the secret key, amounts in halalas. Tests and the e2e run drive the real client against it over the network.
 */

export const MOYASAR_TEST_CARDS = {
  visa: { company: 'visa', number: '4111111111111111', month: 12, year: 2030, name: 'Test Visa' },
  mada: { company: 'mada', number: '4201320111111010', month: 11, year: 2029, name: 'Test mada' },
  master: { company: 'master', number: '5421080101000000', month: 10, year: 2031, name: 'Test Master' },
  /** Pays with the buyer present; every later charge of its token fails (insufficient funds). */
  'declines-renewals': {
    company: 'visa',
    number: '4000000000000002',
    month: 9,
    year: 2030,
    name: 'Test Decline',
  },
} as const;
export type MoyasarTestCard = keyof typeof MOYASAR_TEST_CARDS;

type Json = Record<string, unknown>;
export type DoublePayment = Json & { id: string; status: string; amount: number };
export type DoubleInvoice = Json & { id: string; status: string; amount: number; payments: DoublePayment[] };
export type DoubleToken = Json & { id: string; status: string; card: MoyasarTestCard };

export type MoyasarDouble = {
  url: string;
  secretKey: string;
  invoices: Map<string, DoubleInvoice>;
  payments: Map<string, DoublePayment>;
  tokens: Map<string, DoubleToken>;
  calls: { method: string; path: string }[];
  /** The buyer pays on the hosted page (optionally saving the card); returns the payment. */
  payInvoice(id: string, card?: MoyasarTestCard, saveCard?: boolean): DoublePayment;
  failInvoice(id: string): DoublePayment;
  close(): Promise<void>;
};

const masked = (number: string) => `${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`;

export async function startMoyasarDouble(): Promise<MoyasarDouble> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const invoices = new Map<string, DoubleInvoice>();
  const payments = new Map<string, DoublePayment>();
  const tokens = new Map<string, DoubleToken>();
  const calls: MoyasarDouble['calls'] = [];
  const server: FastifyInstance = Fastify({ logger: false });
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const now = () => new Date().toISOString();
  const notFound = { type: 'invalid_request_error', message: 'Object not found', errors: null };

  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  server.addHook('onRequest', async (request, reply) => {
    calls.push({ method: request.method, path: request.url });
    if (request.url.startsWith('/v1/') && request.headers.authorization !== expected) {
      return reply
        .code(401)
        .send({ type: 'authentication_error', message: 'Invalid authorization credentials' });
    }
  });

  function cardPayment(
    card: MoyasarTestCard,
    fields: {
      id?: string;
      amount: number;
      description: string;
      status: string;
      message: string;
      token?: string | null;
    },
    extra: Json = {},
  ): DoublePayment {
    const c = MOYASAR_TEST_CARDS[card];
    const payment: DoublePayment = {
      id: fields.id ?? randomUUID(),
      status: fields.status,
      amount: fields.amount,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      captured: 0,
      description: fields.description,
      amount_format: `${(fields.amount / 100).toFixed(2)} SAR`,
      created_at: now(),
      updated_at: now(),
      source: {
        type: 'creditcard',
        company: c.company,
        name: c.name,
        number: masked(c.number),
        message: fields.message,
        ...(fields.token ? { token: fields.token } : {}),
      },
      ...extra,
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function payInvoice(id: string, card: MoyasarTestCard = 'visa', saveCard = false, failed = false) {
    const invoice = invoices.get(id);
    if (!invoice) throw new Error(`no invoice ${id}`);
    let token: string | null = null;
    if (saveCard && !failed) {
      const c = MOYASAR_TEST_CARDS[card];
      token = `token_${randomBytes(16).toString('hex')}`;
      tokens.set(token, {
        id: token,
        status: 'active',
        brand: c.company,
        funding: 'credit',
        country: 'SA',
        month: String(c.month),
        year: String(c.year),
        name: c.name,
        last_four: c.number.slice(-4),
        created_at: now(),
        card,
      });
    }
    const payment = cardPayment(
      card,
      {
        amount: invoice.amount,
        description: String(invoice.description),
        status: failed ? 'failed' : 'paid',
        message: failed ? 'DECLINED' : 'APPROVED',
        token,
      },
      { invoice_id: id },
    );
    invoice.payments.push(payment);
    invoice.status = failed ? 'failed' : 'paid';
    invoice.updated_at = now();
    return payment;
  }

  server.post('/v1/invoices', async (request, reply) => {
    const body = request.body as Json;
    if (typeof body.amount !== 'number' || body.amount < 100 || !body.description) {
      return reply.code(400).send({ type: 'invalid_request_error', message: 'Validation Failed' });
    }
    const id = randomUUID();
    const invoice: DoubleInvoice = {
      id,
      status: 'initiated',
      amount: body.amount,
      currency: body.currency ?? 'SAR',
      description: body.description,
      url: `${address}/i/${id}`,
      success_url: body.success_url ?? null,
      back_url: body.back_url ?? null,
      callback_url: body.callback_url ?? null,
      metadata: body.metadata ?? null,
      payments: [],
      created_at: now(),
      updated_at: now(),
    };
    invoices.set(id, invoice);
    return reply.code(201).send(invoice);
  });
  server.get('/v1/invoices/:id', async (request, reply) => {
    const invoice = invoices.get((request.params as { id: string }).id);
    return invoice ? invoice : reply.code(404).send(notFound);
  });
  server.get('/v1/payments/:id', async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    return payment ? payment : reply.code(404).send(notFound);
  });
  server.post('/v1/payments', async (request, reply) => {
    const body = request.body as Json;
    const source = (body.source ?? {}) as Json;
    // given_id makes the call idempotent: the same id answers with the payment it created.
    const givenId = typeof body.given_id === 'string' ? body.given_id : null;
    if (givenId && payments.has(givenId)) return reply.code(201).send(payments.get(givenId));
    if (typeof body.amount !== 'number' || body.amount < 100 || source.type !== 'token') {
      return reply.code(400).send({ type: 'invalid_request_error', message: 'Validation Failed' });
    }
    const token = tokens.get(String(source.token));
    if (token?.status !== 'active') {
      return reply.code(400).send({ type: 'invalid_request_error', message: 'Token is not active' });
    }
    if (!token) throw new Error('unreachable');
    const declines = token.card === 'declines-renewals';
    const payment = cardPayment(
      token.card,
      {
        id: givenId ?? undefined,
        amount: body.amount,
        description: String(body.description ?? ''),
        status: declines ? 'failed' : 'paid',
        message: declines ? 'INSUFFICIENT_FUNDS' : 'APPROVED',
        token: token.id,
      },
      { metadata: body.metadata ?? null, callback_url: body.callback_url ?? null },
    );
    return reply.code(201).send(payment);
  });
  server.get('/v1/tokens/:id', async (request, reply) => {
    const token = tokens.get((request.params as { id: string }).id);
    if (!token) return reply.code(404).send(notFound);
    const { card: _card, ...shown } = token;
    return shown;
  });
  server.delete('/v1/tokens/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    if (!tokens.delete(id)) return reply.code(404).send(notFound);
    return reply.code(204).send();
  });

  // The hosted invoice page: a card choice, the consent to save it, Pay.
  server.get('/i/:id', async (request, reply) => {
    const invoice = invoices.get((request.params as { id: string }).id);
    if (!invoice) return reply.code(404).type('text/html').send('<p>Not found</p>');
    const cards = (Object.keys(MOYASAR_TEST_CARDS) as MoyasarTestCard[])
      .map(
        (card, i) =>
          `<label><input type="radio" name="card" value="${card}"${i === 0 ? ' checked' : ''}> ${MOYASAR_TEST_CARDS[card].name} ${masked(MOYASAR_TEST_CARDS[card].number)}</label>`,
      )
      .join('<br>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moyasar test invoice</title></head><body><main><h1>Pay ${invoice.amount_format ?? (invoice.amount / 100).toFixed(2)} SAR</h1><form method="post" action="/i/${invoice.id}/pay"><fieldset><legend>Card</legend>${cards}</fieldset><label><input type="checkbox" name="save_card" value="true"> Save card for future payments</label><button type="submit" name="outcome" value="pay">Pay</button><button type="submit" name="outcome" value="fail">Fail</button></form></main></body></html>`,
      );
  });
  server.post('/i/:id/pay', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const invoice = invoices.get(id);
    if (!invoice) return reply.code(404).send();
    const form = request.body as Record<string, string>;
    const card = (form.card && form.card in MOYASAR_TEST_CARDS ? form.card : 'visa') as MoyasarTestCard;
    if (invoice.status === 'initiated')
      payInvoice(id, card, form.save_card === 'true', form.outcome === 'fail');
    return reply.redirect(String(invoice.success_url ?? invoice.back_url ?? '/'), 303);
  });

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    secretKey,
    invoices,
    payments,
    tokens,
    calls,
    payInvoice: (id, card, saveCard) => payInvoice(id, card, saveCard),
    failInvoice: (id) => payInvoice(id, 'visa', false, true),
    close: () => server.close(),
  };
}
