import { timingSafeEqual } from 'node:crypto';
import {
  BillingErrorCode,
  CheckoutSessionRequestSchema,
  CheckoutUrlResponseSchema,
  CreateInvoiceRequestSchema,
  CreateInvoiceResponseSchema,
  ErrorBodySchema,
  type Locale,
  MoyasarWebhookSchema,
  OfferResponseSchema,
  type PaymentItem,
  PaymentWebhookSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
  RenewRequestSchema,
  SubscriptionCancelResponseSchema,
  SubscriptionResponseSchema,
  SwitchPlanRequestSchema,
  VerifyPaymentQuerySchema,
  VerifyPaymentResponseSchema,
  WebhookResponseSchema,
} from '@mustashar/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { actingUser, sessionRateLimitKey } from '../auth/plugin.ts';
import * as discounts from './discounts.ts';
import { historyRoutes } from './history-routes.ts';
import { registerBillingJobs } from './jobs.ts';
import { billingMessages as m } from './messages.ts';
import { MoyasarClient, MoyasarProvider } from './moyasar-provider.ts';
import { hasPaymentEmail, paymentWebhookEvent, WebhookSender } from './notify.ts';
import { PaylinkClient, PaylinkProvider } from './paylink-provider.ts';
import { creditNotePdf, historyPdf, invoicePdf } from './pdf.ts';
import type { PaymentProvider } from './provider.ts';
import { findRefundForViewer } from './refunds.ts';
import * as repo from './repo.ts';
import { resumeSubscription } from './resume.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import * as billing from './service.ts';
import { type Resolver, systemResolver } from './webhook-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing's dependencies for a request's logger (jobs and tests use the app logger). */
    billingDeps: (log?: FastifyInstance['log']) => billing.BillingDeps;
    /** Users' payment webhooks: the delivery queue, and the DNS look-up that vets their URLs (tests swap both). */
    billingWebhooks: WebhookSender & { resolve: Resolver };
    billingPdf: {
      history: (
        items: PaymentItem[],
        locale: Locale,
        planNames: Map<string, string>,
        owner: { name: string; email: string },
      ) => Promise<Buffer>;
    };
  }
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * Paylink sends the secret configured in its dashboard as a request header: `Authorization` (bare or Bearer) or
 * `X-Webhook-Secret`. No secret configured means no webhook is accepted.
 */
export function webhookAuthorized(secret: string | null, headers: FastifyRequest['headers']): boolean {
  if (!secret) return false;
  const expected = Buffer.from(secret);
  const candidates = [headers['x-webhook-secret'], headers.authorization]
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.replace(/^bearer\s+/i, '').trim());
  return candidates.some((value) => {
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A secret compared in constant time; no secret configured accepts nothing. */
export function secretMatches(secret: string | null, given: string | undefined): boolean {
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function actor(request: FastifyRequest): billing.Actor {
  const user = actingUser(request);
  return { id: user.id, email: user.email, name: user.name, locale: user.locale, role: user.role };
}

const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => app.billingDeps(request.log);
  // Per session: a purchase is a signed-in person's, and many people share an address.
  const checkoutLimit = {
    rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: sessionRateLimitKey },
  };

  app.post(
    '/api/billing/paylink/create-invoice',
    {
      preHandler: app.requireUser,
      config: checkoutLimit,
      schema: {
        tags: ['billing'],
        summary: 'Start paying for a plan: a pending payment and the provider page to pay it on',
        body: CreateInvoiceRequestSchema,
        response: { 200: CreateInvoiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const d = deps(request);
      const plan = await billing.findActivePlan(d, request.body.planId);
      const invoice = await billing.startCheckout(d, actor(request), {
        plan,
        kind: 'checkout',
        callbackUrl: billing.callbackUrlFrom(app.config),
        mobile: request.body.mobile,
        discountCode: request.body.discountCode,
        quotedTotalCents: request.body.quotedTotalCents,
      });
      return { success: true as const, invoice };
    },
  );

  app.post(
    '/api/billing/create-checkout-session',
    {
      preHandler: app.requireUser,
      config: checkoutLimit,
      schema: {
        tags: ['billing'],
        summary: 'Start paying for a plan, coming back to returnUrl (same origin) afterwards',
        body: CheckoutSessionRequestSchema,
        response: { 200: CheckoutUrlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const d = deps(request);
      const plan = await billing.findActivePlan(d, request.body.planId);
      const checkout = await billing.startCheckout(d, actor(request), {
        plan,
        kind: 'checkout',
        callbackUrl: billing.callbackUrlFrom(app.config, request.body.returnUrl),
        mobile: request.body.mobile,
        discountCode: request.body.discountCode,
        quotedTotalCents: request.body.quotedTotalCents,
      });
      return { ...checkout, url: checkout.paymentUrl };
    },
  );

  app.post(
    '/api/billing/renew',
    {
      preHandler: app.requireUser,
      config: checkoutLimit,
      schema: {
        tags: ['billing'],
        summary: 'Pay for another period of a plan (by name); the receipt goes to email',
        body: RenewRequestSchema,
        response: { 200: CheckoutUrlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const d = deps(request);
      await billing.refuseTeamMember(d, actingUser(request).id);
      const plan = await billing.findActivePlanByName(d, request.body.planId);
      const checkout = await billing.startCheckout(d, actor(request), {
        plan,
        kind: 'renew',
        callbackUrl: billing.callbackUrlFrom(app.config),
        mobile: request.body.mobile,
        discountCode: request.body.discountCode,
        quotedTotalCents: request.body.quotedTotalCents,
        email: request.body.email,
      });
      return { ...checkout, url: checkout.paymentUrl };
    },
  );

  app.post(
    '/api/billing/switch',
    {
      preHandler: app.requireUser,
      config: checkoutLimit,
      schema: {
        tags: ['billing'],
        summary: 'Checkout for another plan; once paid it replaces the current one from then',
        body: SwitchPlanRequestSchema,
        response: { 200: CheckoutUrlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const d = deps(request);
      const user = actor(request);
      await billing.refuseTeamMember(d, user.id);
      const plan = await billing.findActivePlan(d, request.body.planId);
      const current = await billing.ownRunningSubscription(d, user.id);
      if (current?.plan.id === plan.id) throw new AppError(409, 'billing:same_plan', m.samePlan);
      const checkout = await billing.startCheckout(d, user, {
        plan,
        kind: 'switch',
        callbackUrl: billing.callbackUrlFrom(app.config),
        mobile: request.body.mobile,
        discountCode: request.body.discountCode,
        quotedTotalCents: request.body.quotedTotalCents,
      });
      return { ...checkout, url: checkout.paymentUrl };
    },
  );

  app.post(
    '/api/billing/quote',
    {
      preHandler: app.loadUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'What a checkout for a plan (with an optional discount code) will charge, VAT included',
        body: QuoteRequestSchema,
        response: { 200: QuoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const d = deps(request);
      const plan = await billing.findActivePlan(d, request.body.planId);
      const quote = await billing.quoteCheckout(d, {
        plan,
        discountCode: request.body.discountCode,
        userId: request.user?.id ?? null,
      });
      return { quote: billing.checkoutQuoteView(quote, requestLocale(request)) };
    },
  );

  app.get(
    '/api/billing/offer',
    {
      schema: {
        tags: ['billing'],
        summary: 'The yearly offer: its discount code, percentage and price, or null when there is none',
        response: { 200: OfferResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await discounts.offer(app.db, app.config.payment.offer?.code ?? null, app.clock());
      return {
        offer: found
          ? {
              code: found.code.code,
              percent: found.code.value,
              quote: { ...discounts.quoteView(found.quote, requestLocale(request)), change: null },
            }
          : null,
      };
    },
  );

  app.get(
    '/api/billing/paylink/verify-payment',
    {
      preHandler: app.loadUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Check a payment with the provider (never trusting the query) and activate on paid',
        querystring: VerifyPaymentQuerySchema,
        response: { 200: VerifyPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user;
      return billing.verifyPayment(
        deps(request),
        { transactionNo: request.query.TransactionNo, orderNumber: request.query.OrderNumber },
        user
          ? { id: user.id, email: user.email, name: user.name, locale: user.locale, role: user.role }
          : null,
        requestLocale(request),
      );
    },
  );

  app.get(
    '/api/billing/subscription',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'The subscription giving access now (own or through a team), or null',
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { subscription: await billing.getSubscription(deps(request), actingUser(request).id) };
    },
  );

  app.post(
    '/api/billing/webhook',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: "The provider's payment notice: authenticated by the shared header secret, then re-fetched",
        body: PaymentWebhookSchema,
        response: { 200: WebhookResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!webhookAuthorized(app.config.payment.webhookSecret, request.headers)) {
        throw new AppError(401, BillingErrorCode.webhookUnauthorized, m.webhookUnauthorized);
      }
      const payment = await billing.handleWebhook(deps(request), request.body.transactionNo);
      return { ok: true as const, status: payment.status };
    },
  );

  app.post(
    '/api/billing/moyasar/webhook',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: "Moyasar's payment notice: authenticated by its secret_token, then re-read from Moyasar",
        body: MoyasarWebhookSchema,
        response: { 200: WebhookResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!secretMatches(app.config.payment.moyasar.webhookSecret, request.body.secret_token)) {
        throw new AppError(401, BillingErrorCode.webhookUnauthorized, m.webhookUnauthorized);
      }
      // A checkout's transaction is the invoice; a renewal's, the payment itself.
      const { data } = request.body;
      const payment = await billing.handleProviderWebhook(deps(request), 'moyasar', [
        ...(data.invoice_id ? [data.invoice_id] : []),
        data.id,
      ]);
      return { ok: true as const, status: payment.status };
    },
  );

  app.get(
    '/api/billing/invoices/:paymentId.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary:
          "A paid payment's simplified tax invoice (PDF with the ZATCA QR code); owner or administrator",
        params: z.object({ paymentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const me = actingUser(request);
      const payment = await repo.findPaymentById(app.db, request.params.paymentId);
      const invoice = payment ? await repo.findInvoiceByPayment(app.db, payment.id) : undefined;
      if (!payment || !invoice || (payment.userId !== me.id && me.role !== 'admin')) {
        throw new AppError(404, BillingErrorCode.invoiceNotFound, m.invoiceNotFound);
      }
      const pdf = await invoicePdf({
        invoice,
        sellerNameAr: app.config.seller.nameAr,
        orderNumber: payment.orderNumber,
        transactionNo: payment.providerPaymentId,
        method: payment.method,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/billing/credit-notes/:paymentId.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: "A refunded payment's credit note (PDF with the ZATCA QR code); owner or administrator",
        params: z.object({ paymentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { refund, invoice, payment } = await findRefundForViewer(
        app.db,
        actingUser(request),
        request.params.paymentId,
      );
      const pdf = await creditNotePdf({
        invoice,
        refund,
        sellerNameAr: app.config.seller.nameAr,
        orderNumber: payment.orderNumber,
        transactionNo: payment.providerPaymentId,
        method: payment.method,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="credit-note-${refund.creditNoteNumber}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/billing/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Cancel at period end: access stays until the paid period ends',
        response: { 200: SubscriptionCancelResponseSchema, ...errors },
      },
    },
    async (request) => {
      await billing.refuseTeamMember(deps(request), actingUser(request).id);
      return {
        subscription: await billing.cancelSubscription(deps(request), actingUser(request).id),
        message: m.subscriptionCanceled[requestLocale(request)],
      };
    },
  );

  app.post(
    '/api/billing/resume',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Undo a cancel before the paid period ends; asking again changes nothing',
        response: { 200: SubscriptionCancelResponseSchema, ...errors },
      },
    },
    async (request) => {
      await billing.refuseTeamMember(deps(request), actingUser(request).id);
      return {
        subscription: await resumeSubscription(deps(request), actingUser(request).id),
        message: m.subscriptionResumed[requestLocale(request)],
      };
    },
  );
};

export const billingRoutes = fp(
  async (app) => {
    const sandbox = app.config.isProduction
      ? null
      : new SandboxProvider(app.db, app.config.appUrl, app.clock);
    const providers: billing.BillingDeps['providers'] = {};
    if (sandbox) providers.sandbox = sandbox;
    const paylink = app.config.payment.paylink;
    if (paylink.apiId && paylink.secret) {
      providers.paylink = new PaylinkProvider(
        new PaylinkClient({
          baseUrl: paylink.baseUrl,
          apiId: paylink.apiId,
          secretKey: paylink.secret,
          now: app.clock,
        }),
      );
    }
    const moyasar = app.config.payment.moyasar;
    if (moyasar.secretKey) {
      providers.moyasar = new MoyasarProvider(
        new MoyasarClient({ baseUrl: moyasar.baseUrl, secretKey: moyasar.secretKey }),
      );
    }
    const provider: PaymentProvider | null = providers[app.config.payment.provider] ?? null;
    if (!provider) app.log.warn('payments are off: the sandbox provider does not run in production');

    const webhooks = Object.assign(new WebhookSender(app.clock), { resolve: systemResolver });
    app.decorate('billingWebhooks', webhooks);
    const jobs = registerBillingJobs(app, webhooks);

    app.decorate('billingDeps', (log = app.log) => ({
      db: app.db,
      config: app.config,
      clock: app.clock,
      log,
      provider,
      providers,
      mailer: app.mailer,
      // Every committed change of a payment's status passes here once, whichever path settled it. Its email and
      // webhook go on the job queue, so a slow mail server or endpoint never holds up the payment.
      onTransition: async (transition: billing.PaymentTransition) => {
        app.metrics.payment(transition.payment.provider, transition.status);
        const { payment, status } = transition;
        if (hasPaymentEmail(status))
          await app.jobs.enqueue(
            jobs.paymentEmail,
            { paymentId: payment.id, status },
            { uniqueKey: `billing.payment_email:${payment.id}:${status}` },
          );
        const hook = await paymentWebhookEvent({ db: app.db, clock: app.clock }, transition);
        if (hook) await app.jobs.enqueue(jobs.webhook, { userId: payment.userId, ...hook });
      },
    }));
    app.decorate('billingPdf', {
      history: (items, locale, names, owner) => historyPdf(items, locale, names, owner, app.clock()),
    });

    await discounts.seedOffer(app.db, app.config.payment.offer, app.clock());
    await app.register(apiRoutes);
    await app.register(historyRoutes);
    if (sandbox) await app.register(sandboxRoutes, { provider: sandbox });
  },
  { name: 'billing', dependencies: ['auth'] },
);
