import {
  AdminDiscountCodeSchema,
  AdminDiscountCodesResponseSchema,
  AdminDiscountCreateSchema,
  AdminDiscountUpdateSchema,
  AdminRedemptionsResponseSchema,
  ErrorBodySchema,
  IdParamSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDiscountCode,
  discountCodeView,
  discountRedemptionsOf,
  listDiscountCodes,
  updateDiscountCode,
} from '../billing/discount-admin.ts';
import { audit } from './service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Discount codes in the console (ADR 088), admins only; the billing module owns the tables and the rules. */
export const adminCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/discount-codes',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every discount code, newest first, with redemptions held, paid and remaining',
        response: { 200: AdminDiscountCodesResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { codes: await listDiscountCodes(app.db) };
    },
  );

  app.post(
    '/api/admin/discount-codes',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Create a discount code (unique whatever its case)',
        body: AdminDiscountCreateSchema,
        response: { 201: AdminDiscountCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { validFrom, validTo, ...rest } = request.body;
      const row = await createDiscountCode(
        app.db,
        { ...rest, validFrom: date(validFrom) ?? null, validTo: date(validTo) ?? null },
        app.clock(),
      );
      const view = await discountCodeView(app.db, row);
      const { redemptions: _r, paidRedemptions: _p, remaining: _left, createdAt: _c, ...after } = view;
      await audit(app.db, { id: request.user!.id, ip: request.ip }, 'discount_create', {
        codeId: row.id,
        code: row.code,
        before: null,
        after,
      });
      reply.code(201);
      return view;
    },
  );

  app.patch(
    '/api/admin/discount-codes/:id',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Edit a code's terms or pause it; kind and value only before anyone redeems it",
        params: IdParamSchema,
        body: AdminDiscountUpdateSchema,
        response: { 200: AdminDiscountCodeSchema, ...errors },
      },
    },
    async (request) => {
      const { validFrom, validTo, ...rest } = request.body;
      const result = await updateDiscountCode(
        app.db,
        request.params.id,
        { ...rest, validFrom: date(validFrom), validTo: date(validTo) },
        app.clock(),
      );
      if (Object.keys(result.after).length > 0) {
        await audit(app.db, { id: request.user!.id, ip: request.ip }, 'discount_update', {
          codeId: result.code.id,
          code: result.code.code,
          before: result.before,
          after: result.after,
        });
      }
      return result.code;
    },
  );

  app.get(
    '/api/admin/discount-codes/:id/redemptions',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A code's redemptions, newest first: user, payment, amount off and date",
        params: IdParamSchema,
        response: { 200: AdminRedemptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return discountRedemptionsOf(app.db, request.params.id);
    },
  );
};
