import {
  BillingContactResponseSchema,
  BillingErrorCode,
  ErrorBodySchema,
  HistoryExportQuerySchema,
  NotificationSettingsResponseSchema,
  OkResponseSchema,
  PaymentHistoryResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  UpdateBillingContactSchema,
  UpdateNotificationSettingsSchema,
} from '@mustashar/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingNotificationSettings } from '../../db/schema.ts';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { actingUser } from '../auth/plugin.ts';
import { currentSubscription } from './entitlements.ts';
import * as history from './history.ts';
import { billingMessages as m } from './messages.ts';
import { notificationSettings, webhookSigningSecret } from './notify.ts';
import * as repo from './repo.ts';
import { listCards, removeCard, setDefaultCard } from './saved-cards.ts';
import { refuseTeamMember } from './service.ts';
import { checkWebhookUrl } from './webhook-url.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const IdParams = z.object({ id: z.uuid() });
const HistoryQuery = z.object({ userId: z.uuid().optional() });

/** Payment history, payment methods, billing contact and notification settings of the signed-in user. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/billing/history',
    {
      schema: {
        tags: ['billing'],
        summary: "The user's payments, newest first (administrators: any user's, hidden ones included)",
        querystring: HistoryQuery,
        response: { 200: PaymentHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      const admin = me.role === 'admin';
      // Only administrators may look at someone else's history; for anyone else the parameter is ignored.
      const userId = admin && request.query.userId ? request.query.userId : me.id;
      return { payments: await history.listPayments(app.db, userId, admin) };
    },
  );

  app.get(
    '/api/billing/history/export',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['billing'],
        summary: 'The payment history as a file: PDF (default) or CSV',
        querystring: HistoryExportQuerySchema,
      },
    },
    async (request, reply) => {
      const me = actingUser(request);
      const locale = requestLocale(request);
      const items = await history.listPayments(app.db, me.id, false);
      const names = await history.planNamesIn(app.db, locale);
      const day = history.riyadhDate(app.clock().toISOString()).slice(0, 10);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="billing-history-${day}.csv"`)
          .send(history.historyCsv(items, locale, names));
      }
      const pdf = await app.billingPdf.history(items, locale, names, me);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="billing-history-${day}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/billing/history/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'One payment',
        params: IdParams,
        response: { 200: PaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      return { payment: await history.findVisiblePayment(app.db, me, request.params.id) };
    },
  );

  app.delete(
    '/api/billing/history/:id',
    {
      schema: {
        tags: ['billing'],
        summary: "Hide a payment from the user's view (administrators still see it)",
        params: IdParams,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await history.hidePayment(app.db, actingUser(request).id, request.params.id, app.clock());
      return { ok: true as const, message: m.paymentHidden[requestLocale(request)] };
    },
  );

  const CardParams = z.object({ id: z.uuid() });

  app.get(
    '/api/billing/methods',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cards saved at the provider with the owner’s consent (members of a team are refused)',
        response: { 200: PaymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      await refuseTeamMember(app.billingDeps(request.log), me.id);
      return { methods: await listCards(app.db, me.id) };
    },
  );

  app.post(
    '/api/billing/methods/:id/default',
    {
      schema: {
        tags: ['billing'],
        summary: 'Makes a saved card the one renewals charge',
        params: CardParams,
        response: { 200: PaymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      await refuseTeamMember(app.billingDeps(request.log), me.id);
      return { methods: await setDefaultCard(app.db, me.id, request.params.id) };
    },
  );

  app.delete(
    '/api/billing/methods/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'Removes a saved card here and at the provider',
        params: CardParams,
        response: { 200: PaymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      const deps = app.billingDeps(request.log);
      await refuseTeamMember(deps, me.id);
      const methods = await removeCard(deps, me.id, request.params.id, (err) =>
        request.log.warn({ err }, 'the provider did not delete a removed card'),
      );
      return { methods };
    },
  );

  const contactView = (row: repo.ContactRow | undefined) =>
    row && (row.name || row.email || row.mobile)
      ? { name: row.name, email: row.email, mobile: row.mobile }
      : null;

  app.get(
    '/api/billing/contacts',
    {
      schema: {
        tags: ['billing'],
        summary: 'The billing contact (name, email, Saudi mobile) or null',
        response: { 200: BillingContactResponseSchema, ...errors },
      },
    },
    async (request) => ({ contact: contactView(await repo.findContact(app.db, actingUser(request).id)) }),
  );

  app.put(
    '/api/billing/contacts',
    {
      schema: {
        tags: ['billing'],
        summary: 'Save the billing contact; omitted fields stay, empty ones are cleared',
        body: UpdateBillingContactSchema,
        response: { 200: BillingContactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const values = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      const row = await repo.upsertContact(app.db, actingUser(request).id, values, app.clock());
      return { contact: contactView(row) };
    },
  );

  // Webhooks are for the account's owner: a member seated on someone else's team does not get them.
  const isOwner = async (userId: string) =>
    (await currentSubscription(app.db, userId, app.clock()))?.role !== 'member';

  const settingsView = async (userId: string) => ({
    ...(await notificationSettings(app.db, userId)),
    webhookSecret: (await isOwner(userId)) ? webhookSigningSecret(app.config.sessionSecret, userId) : null,
  });

  app.get(
    '/api/billing/notifications',
    {
      schema: {
        tags: ['billing'],
        summary: 'Payment emails and webhook settings, with the key that signs webhook calls',
        response: { 200: NotificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => settingsView(actingUser(request).id),
  );

  app.put(
    '/api/billing/notifications',
    {
      schema: {
        tags: ['billing'],
        summary:
          "Save payment emails and the webhook URL (https to a public address only; the account's owner only)",
        body: UpdateNotificationSettingsSchema,
        response: { 200: NotificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = actingUser(request).id;
      const { emailInvoices, emailFailures, emailReminders, webhookUrl } = request.body;
      if (webhookUrl !== undefined && !(await isOwner(userId)))
        throw new AppError(403, BillingErrorCode.ownerOnly, m.webhookOwnerOnly);
      const current = await notificationSettings(app.db, userId);
      const next = {
        emailInvoices: emailInvoices ?? current.emailInvoices,
        emailFailures: emailFailures ?? current.emailFailures,
        emailReminders: emailReminders ?? current.emailReminders,
        webhookUrl:
          webhookUrl === undefined
            ? current.webhookUrl
            : webhookUrl === null
              ? null
              : await checkWebhookUrl(webhookUrl, app.billingWebhooks.resolve),
      };
      const now = app.clock();
      await app.db
        .insert(billingNotificationSettings)
        .values({ userId, ...next, updatedAt: now })
        .onConflictDoUpdate({
          target: billingNotificationSettings.userId,
          set: {
            emailInvoices: sql`excluded.email_invoices`,
            emailFailures: sql`excluded.email_failures`,
            emailReminders: sql`excluded.email_reminders`,
            webhookUrl: sql`excluded.webhook_url`,
            updatedAt: now,
          },
        });
      return { ...(await settingsView(userId)), message: m.notificationsSaved[requestLocale(request)] };
    },
  );
};
