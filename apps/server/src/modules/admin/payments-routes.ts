import {
  AdminPaymentDetailSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  AdminRefundRequestSchema,
  AdminRefundResponseSchema,
  ErrorBodySchema,
  IdParamSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/errors.ts';
import { riyadhDate } from '../billing/history.ts';
import { listAllPayments, paymentDetail, paymentsCsv } from '../billing/refunds.ts';
import { refund } from './payments.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

const REFUNDED = {
  provider: { ar: 'استُرد المبلغ عبر بوابة الدفع.', en: 'Refunded through the payment provider.' },
  manual: {
    ar: 'سُجّل الاسترداد اليدوي: أعد المبلغ من لوحة تحكم بوابة الدفع إن لم تفعل بعد.',
    en: "Manual refund recorded: return the money in the provider's dashboard if you have not yet.",
  },
} as const;

/** The console's payments: list, CSV export, detail, and the refund (admins only). Guarded by adminRoutes. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: "Every user's payments, hidden ones included, newest first; filtered and paged",
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, lang: _lang, ...filter } = request.query;
      return listAllPayments(app.db, filter, page);
    },
  );

  app.get(
    '/api/admin/payments/export.csv',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['admin'],
        summary: 'The filtered payments as CSV (UTF-8 with BOM, riyals with two decimals, ISO dates)',
        querystring: AdminPaymentsQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, lang, ...filter } = request.query;
      const day = riyadhDate(app.clock().toISOString()).slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
        .send(await paymentsCsv(app.db, filter, lang ?? requestLocale(request)));
    },
  );

  app.get(
    '/api/admin/payments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One payment: plan, amounts, VAT, discount, credit, metadata, invoice and refund',
        params: IdParamSchema,
        response: { 200: AdminPaymentDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentDetail(app.db, app.billingDeps(request.log).providers, request.params.id);
    },
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid payment in full, once; issues its credit note',
        params: IdParamSchema,
        body: AdminRefundRequestSchema,
        response: { 200: AdminRefundResponseSchema, 409: ErrorBodySchema, 502: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const deps = { ...app.billingDeps(request.log), log: request.log };
      const row = await refund(
        deps,
        { id: request.user!.id, ip: request.ip },
        request.params.id,
        request.body.reason,
      );
      const detail = await paymentDetail(app.db, deps.providers, request.params.id);
      return { refund: detail.refund!, message: REFUNDED[row.kind][requestLocale(request)] };
    },
  );
};
