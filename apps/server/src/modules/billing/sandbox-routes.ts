import { LOCALES, type Locale } from '@mustashar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payments, plans } from '../../db/schema.ts';
import { requestLocale } from '../../lib/errors.ts';
import { renderSandboxNotFound, renderSandboxPage } from './sandbox-page.ts';
import {
  SANDBOX_CARDS,
  SANDBOX_OUTCOMES,
  type SandboxProvider,
  type SandboxRecord,
} from './sandbox-provider.ts';

const ParamsSchema = z.object({ transactionNo: z.string().regex(/^\d{6,32}$/) });
const DecisionSchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES),
  card: z.enum(Object.keys(SANDBOX_CARDS) as [keyof typeof SANDBOX_CARDS]).optional(),
  lang: z.enum(LOCALES).optional(),
  /** The buyer's consent to keep the card for renewals (an unticked checkbox sends nothing). */
  save_card: z.literal('on').optional(),
});

function pageLocale(request: FastifyRequest, explicit?: unknown): Locale {
  const lang = explicit ?? (request.query as { lang?: unknown } | undefined)?.lang;
  return lang === 'ar' || lang === 'en' ? lang : requestLocale(request);
}

/** Where the provider sends the browser back, with the two parameters Paylink adds. */
export function returnUrlFor(record: SandboxRecord, outcome: 'paid' | 'declined' | 'canceled'): string {
  const url = new URL(outcome === 'canceled' ? record.cancelUrl : record.callbackUrl);
  url.searchParams.set('TransactionNo', record.transactionNo);
  url.searchParams.set('OrderNumber', record.orderNumber);
  return url.href;
}

/**
 * The sandbox's hosted payment page (`/sandbox/pay/:transactionNo`): shows the order and records the buyer's Pay,
 * Decline or Cancel, then redirects to the callback as Paylink does. Registered outside production only.
 */
export const sandboxRoutes: FastifyPluginAsync<{ provider: SandboxProvider }> = async (app, { provider }) => {
  // Plain HTML forms post urlencoded bodies; only these routes accept them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function load(transactionNo: string) {
    const [row] = await app.db
      .select({
        record: sql<SandboxRecord>`${payments.metadata}->'sandbox'`,
        planAr: plans.displayNameAr,
        planEn: plans.displayNameEn,
      })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .where(
        and(
          eq(payments.provider, 'sandbox'),
          sql`${payments.metadata}->'sandbox'->>'transactionNo' = ${transactionNo}`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  app.get('/sandbox/pay/:transactionNo', async (request, reply) => {
    const locale = pageLocale(request);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const params = ParamsSchema.safeParse(request.params);
    const found = params.success ? await load(params.data.transactionNo) : null;
    if (!found) {
      const raw = String((request.params as { transactionNo?: unknown }).transactionNo ?? '');
      return reply.code(404).send(renderSandboxNotFound(raw.replace(/\D/g, ''), locale));
    }
    const { record } = found;
    const outcome = record.outcome;
    return renderSandboxPage(
      {
        transactionNo: record.transactionNo,
        orderNumber: record.orderNumber,
        amountCents: record.amountCents,
        planNames: { ar: found.planAr, en: found.planEn },
        outcome: outcome,
        returnUrl: returnUrlFor(record, outcome ?? 'canceled'),
      },
      locale,
    );
  });

  app.post('/sandbox/pay/:transactionNo', async (request, reply) => {
    const params = ParamsSchema.safeParse(request.params);
    const decision = DecisionSchema.safeParse(request.body);
    const locale = pageLocale(request, decision.success ? decision.data.lang : undefined);
    const found = params.success ? await load(params.data.transactionNo) : null;
    if (!found) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(renderSandboxNotFound(params.success ? params.data.transactionNo : '', locale));
    }
    if (!decision.success) {
      return reply.code(400).type('text/html; charset=utf-8').send(renderSandboxNotFound('', locale));
    }
    const { outcome, card } = decision.data;
    // A second press (or a replayed form) changes nothing; it lands on the store like the first did.
    const recorded = await provider.decide(
      found.record.transactionNo,
      outcome,
      card ?? null,
      decision.data.save_card === 'on',
    );
    const final = recorded ? outcome : (found.record.outcome ?? outcome);
    request.log.info(
      { transactionNo: found.record.transactionNo, outcome: final, recorded },
      'sandbox payment decided',
    );
    return reply.redirect(returnUrlFor(found.record, final), 303);
  });
};
