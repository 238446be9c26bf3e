import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A local HTTP server speaking Paylink's documented shapes (auth, addInvoice, getInvoice) and error bodies, for the
 * tests: the real client code runs against it over the network.
 */

export type DoubleInvoice = {
  transactionNo: string;
  orderNumber: string;
  amount: number;
  orderStatus: string;
  paymentErrors: { errorCode: string; errorTitle: string }[] | null;
  paymentReceipt: Record<string, unknown> | null;
  request: Record<string, unknown>;
};

export type PaylinkDouble = {
  url: string;
  apiId: string;
  secretKey: string;
  invoices: Map<string, DoubleInvoice>;
  calls: { method: string; path: string; authorization: string | null }[];
  /** Tokens issued so far; `revokeTokens` makes all of them answer 401 (an early expiry). */
  tokensIssued: number;
  revokeTokens(): void;
  /** `exp` of the tokens issued from now on, in seconds since the epoch (null: no exp claim). */
  setTokenExpiry(exp: number | null): void;
  pay(transactionNo: string, method?: string): void;
  decline(transactionNo: string): void;
  set(transactionNo: string, patch: Partial<DoubleInvoice>): void;
  close(): Promise<void>;
};

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export async function startPaylinkDouble(): Promise<PaylinkDouble> {
  const apiId = 'APP_ID_TEST_1';
  const secretKey = 'test-secret-key-0000';
  const invoices = new Map<string, DoubleInvoice>();
  const calls: PaylinkDouble['calls'] = [];
  const valid = new Set<string>();
  let issued = 0;
  let tokenExp: number | null = null;
  const server: FastifyInstance = Fastify({ logger: false });

  server.addHook('onRequest', async (request) => {
    calls.push({
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization ?? null,
    });
  });

  const authorized = (header: string | undefined) => {
    const token = header?.replace(/^Bearer\s+/i, '');
    return token !== undefined && valid.has(token);
  };
  const unauthorized = {
    type: 'https://www.jhipster.tech/problem/problem-with-message',
    title: 'Unauthorized',
    status: 401,
    detail: 'Full authentication is required to access this resource',
  };

  server.post('/api/auth', async (request, reply) => {
    const body = request.body as { apiId?: string; secretKey?: string; persistToken?: boolean };
    if (body.apiId !== apiId || body.secretKey !== secretKey) {
      return reply.code(401).send({ title: 'Unauthorized', status: 401, detail: 'Bad credentials' });
    }
    issued += 1;
    const token = jwt({ sub: apiId, n: issued, ...(tokenExp === null ? {} : { exp: tokenExp }) });
    valid.add(token);
    return { id_token: token };
  });

  server.post('/api/addInvoice', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send(unauthorized);
    const body = request.body as Record<string, unknown>;
    for (const field of ['orderNumber', 'amount', 'callBackUrl', 'clientName', 'clientMobile', 'products']) {
      if (body[field] === undefined || body[field] === null || body[field] === '') {
        return reply.code(400).send({ title: 'Bad Request', status: 400, detail: `${field} is required` });
      }
    }
    if (!/^05\d{8}$/.test(String(body.clientMobile))) {
      return reply.code(400).send({ title: 'Bad Request', status: 400, detail: 'clientMobile is not valid' });
    }
    let transactionNo = '';
    while (transactionNo.length < 16) transactionNo += String(randomInt(0, 10));
    const invoice: DoubleInvoice = {
      transactionNo,
      orderNumber: String(body.orderNumber),
      amount: Number(body.amount),
      orderStatus: 'Pending',
      paymentErrors: null,
      paymentReceipt: null,
      request: body,
    };
    invoices.set(transactionNo, invoice);
    return {
      gatewayOrderRequest: { orderNumber: invoice.orderNumber, amount: invoice.amount },
      amount: invoice.amount,
      transactionNo,
      orderStatus: 'Pending',
      paymentErrors: null,
      url: `https://paymentpilot.paylink.test/pay/info/${transactionNo}`,
      qrUrl: '',
      mobileUrl: '',
      checkUrl: '',
      success: true,
      digitalOrder: false,
      paymentReceipt: null,
      metadata: null,
    };
  });

  server.get('/api/getInvoice/:transactionNo', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.code(401).send(unauthorized);
    const invoice = invoices.get((request.params as { transactionNo: string }).transactionNo);
    if (!invoice) {
      return reply.code(404).send({ title: 'Not Found', status: 404, detail: 'Invoice not found' });
    }
    return {
      gatewayOrderRequest: { orderNumber: invoice.orderNumber, amount: invoice.amount },
      amount: invoice.amount,
      transactionNo: invoice.transactionNo,
      orderStatus: invoice.orderStatus,
      paymentErrors: invoice.paymentErrors,
      url: `https://paymentpilot.paylink.test/pay/info/${invoice.transactionNo}`,
      success: true,
      paymentReceipt: invoice.paymentReceipt,
    };
  });

  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    apiId,
    secretKey,
    invoices,
    calls,
    get tokensIssued() {
      return issued;
    },
    revokeTokens: () => valid.clear(),
    setTokenExpiry: (exp) => {
      tokenExp = exp;
    },
    pay(transactionNo, method = 'mada') {
      const invoice = invoices.get(transactionNo);
      if (!invoice) throw new Error(`no invoice ${transactionNo}`);
      // Paylink's capitalisation varies between endpoints; the client compares case-insensitively.
      invoice.orderStatus = 'PAID';
      invoice.paymentReceipt = {
        receiptUrl: `https://paymentpilot.paylink.test/receipt/${transactionNo}`,
        passcode: 'R-4821',
        paymentMethod: method,
        bankCardNumber: '446404******1234',
      };
    },
    decline(transactionNo) {
      const invoice = invoices.get(transactionNo);
      if (!invoice) throw new Error(`no invoice ${transactionNo}`);
      invoice.orderStatus = 'pending';
      invoice.paymentErrors = [{ errorCode: '05', errorTitle: 'Do not honour' }];
    },
    set(transactionNo, patch) {
      const invoice = invoices.get(transactionNo);
      if (!invoice) throw new Error(`no invoice ${transactionNo}`);
      Object.assign(invoice, patch);
    },
    close: () => server.close(),
  };
}
