import { createHmac, randomUUID } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { formatMoney, type Locale, type PaymentEvent } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { billingNotificationSettings } from '../../db/schema.ts';
import { bilingualEmail } from '../../lib/bilingual-email.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as identity from '../identity/index.ts';
import * as repo from './repo.ts';
import type { PaymentTransition } from './service.ts';
import { isPublicAddress, usesDefaultPort } from './webhook-url.ts';

/** Emails and the user's own webhook on payment events. */

export const DEFAULT_NOTIFICATION_SETTINGS = {
  emailInvoices: true,
  emailFailures: true,
  emailReminders: true,
  webhookUrl: null,
};

export async function notificationSettings(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(billingNotificationSettings)
    .where(eq(billingNotificationSettings.userId, userId));
  return row
    ? {
        emailInvoices: row.emailInvoices,
        emailFailures: row.emailFailures,
        emailReminders: row.emailReminders,
        webhookUrl: row.webhookUrl,
      }
    : { ...DEFAULT_NOTIFICATION_SETTINGS };
}

/** The key a user verifies our webhook signatures with: derived, so it needs no column and never changes. */
export function webhookSigningSecret(sessionSecret: string, userId: string): string {
  return `whsec_${createHmac('sha256', sessionSecret).update(`billing-webhook:${userId}`).digest('hex')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the timestamp is signed too, so a replay is visible. */
export function signWebhook(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export type WebhookTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** DNS for the webhook request itself: an address that turned private since the URL was saved is refused. */
function publicOnlyLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(
        Object.assign(new Error(`refused non-public address for ${hostname}`), { code: 'EREFUSED' }),
        [],
      );
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** POST over https to a public address only, with a timeout; resolves to the HTTP status. */
export function httpsTransport(timeoutMs = 10_000): WebhookTransport {
  return (url, body, headers) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const host = target.hostname.replace(/^\[|\]$/g, '');
      // A URL saved before ports were checked is held to the same rule.
      if (
        target.protocol !== 'https:' ||
        !usesDefaultPort(target) ||
        (ipaddr.isValid(host) && !isPublicAddress(host))
      ) {
        reject(new Error('refused webhook target'));
        return;
      }
      const request = https.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          lookup: publicOnlyLookup as never,
          timeout: timeoutMs,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('timeout', () => request.destroy(new Error('webhook timed out')));
      request.on('error', reject);
      request.end(body);
    });
}

/**
 * Delivers signed events with retries (a 2xx answer ends them); runs in the background so a payment is never held
 * up by a slow endpoint. Closing the app drops the remaining retries.
 */
export class WebhookDispatcher {
  transport: WebhookTransport = httpsTransport();
  /** Waits between attempts: four attempts in all by default. */
  retryDelaysMs = [5_000, 30_000, 120_000];
  readonly #running = new Set<Promise<void>>();
  readonly #sleeps = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  #closed = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  dispatch(url: string, event: PaymentEvent, secret: string): void {
    const run = this.#deliver(url, event, secret).finally(() => this.#running.delete(run));
    this.#running.add(run);
  }

  async #deliver(url: string, event: PaymentEvent, secret: string) {
    const body = JSON.stringify(event);
    for (let attempt = 0; attempt <= this.retryDelaysMs.length && !this.#closed; attempt++) {
      if (attempt > 0) await this.#sleep(this.retryDelaysMs[attempt - 1]!);
      if (this.#closed) return;
      try {
        const status = await this.transport(url, body, {
          'content-type': 'application/json',
          'user-agent': 'Mustashar-Webhooks/1',
          'x-mustashar-event': event.type,
          'x-mustashar-delivery': event.id,
          'x-mustashar-signature': signWebhook(secret, body, this.clock()),
        });
        if (status >= 200 && status < 300) return;
        this.log.warn({ eventId: event.id, status, attempt }, 'payment webhook answered with an error');
      } catch (err) {
        this.log.warn(
          { eventId: event.id, attempt, reason: err instanceof Error ? err.message : String(err) },
          'payment webhook failed',
        );
      }
    }
    this.log.error({ eventId: event.id }, 'payment webhook gave up after retries');
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.#sleeps.delete(entry);
          resolve();
        }, ms),
        wake: resolve,
      };
      entry.timer.unref();
      this.#sleeps.add(entry);
    });
  }

  /** Resolves once every delivery in flight has finished (tests wait on this). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }

  close(): void {
    this.#closed = true;
    for (const entry of this.#sleeps) {
      clearTimeout(entry.timer);
      entry.wake();
    }
    this.#sleeps.clear();
  }
}

const money = (cents: number, locale: Locale) => formatMoney(cents, locale);

function invoiceNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', { useGrouping: false }).format(
    n,
  );
}

type EmailFacts = {
  name: string;
  plan: { ar: string; en: string };
  amountCents: number;
  vatCents: number;
  orderNumber: string;
  invoiceNumber: number | null;
  invoiceUrl: string | null;
  billingUrl: string;
};

export function paymentReceivedEmail(to: string, locale: Locale, f: EmailFacts) {
  const line = (l: Locale) =>
    f.invoiceNumber === null
      ? []
      : [
          l === 'ar'
            ? `فاتورة ضريبية مبسطة رقم ${invoiceNumber(f.invoiceNumber, 'ar')}: ${f.invoiceUrl}`
            : `Simplified tax invoice no. ${f.invoiceNumber}: ${f.invoiceUrl}`,
        ];
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'تم استلام دفعتك',
      paragraphs: [
        `مرحبًا ${f.name}،`,
        `استلمنا دفعتك لباقة «${f.plan.ar}» بمبلغ ${money(f.amountCents, 'ar')} شاملًا ضريبة القيمة المضافة (${money(f.vatCents, 'ar')}).`,
        `رقم الطلب: ${f.orderNumber}`,
        ...line('ar'),
        'شكرًا لاشتراكك في مستشار.',
      ],
    },
    en: {
      subject: 'Payment received',
      paragraphs: [
        `Hello ${f.name},`,
        `We received your payment for the ${f.plan.en} plan: ${money(f.amountCents, 'en')} including VAT (${money(f.vatCents, 'en')}).`,
        `Order number: ${f.orderNumber}`,
        ...line('en'),
        'Thank you for subscribing to Mustashar.',
      ],
    },
  });
}

export function paymentFailedEmail(to: string, locale: Locale, f: EmailFacts) {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'تعذّر إتمام الدفع',
      paragraphs: [
        `مرحبًا ${f.name}،`,
        `لم تكتمل دفعتك لباقة «${f.plan.ar}» بمبلغ ${money(f.amountCents, 'ar')}، ولم يُخصم منك شيء.`,
        `رقم الطلب: ${f.orderNumber}`,
        `يمكنك المحاولة مجددًا من صفحة الفوترة: ${f.billingUrl}`,
      ],
    },
    en: {
      subject: 'Your payment could not be completed',
      paragraphs: [
        `Hello ${f.name},`,
        `Your payment of ${money(f.amountCents, 'en')} for the ${f.plan.en} plan did not go through, and nothing was charged.`,
        `Order number: ${f.orderNumber}`,
        `You can try again from the billing page: ${f.billingUrl}`,
      ],
    },
  });
}

/** What happens after a payment changed status: the emails the user asked for, and their webhook. */
export function createPaymentNotifier(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  webhooks: WebhookDispatcher;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  return async ({ payment, status }: PaymentTransition): Promise<void> => {
    const [user, plan, settings, contact, invoice] = await Promise.all([
      identity.findUserContact(deps.db, payment.userId),
      repo.findPlan(deps.db, payment.planId),
      notificationSettings(deps.db, payment.userId),
      repo.findContact(deps.db, payment.userId),
      status === 'paid' ? repo.findInvoiceByPayment(deps.db, payment.id) : Promise.resolve(undefined),
    ]);
    if (!user || !plan) return;
    const locale: Locale = user.locale === 'en' ? 'en' : 'ar';
    const facts: EmailFacts = {
      name: contact?.name ?? user.name,
      plan: { ar: plan.displayNameAr, en: plan.displayNameEn },
      amountCents: payment.amountCents,
      vatCents: invoice?.vatCents ?? 0,
      orderNumber: payment.orderNumber,
      invoiceNumber: invoice?.number ?? null,
      invoiceUrl: payment.invoiceUrl,
      billingUrl: `${deps.config.appUrl}/dashboard/billing`,
    };
    const to = contact?.email ?? user.email;
    const email =
      status === 'paid' && settings.emailInvoices
        ? paymentReceivedEmail(to, locale, facts)
        : status === 'failed' && settings.emailFailures
          ? paymentFailedEmail(to, locale, facts)
          : null;
    if (email) {
      try {
        await deps.mailer.send(email);
      } catch (err) {
        deps.log.error({ err, paymentId: payment.id }, 'payment email failed');
      }
    }
    if (settings.webhookUrl) {
      const event: PaymentEvent = {
        id: `evt_${randomUUID()}`,
        type: `payment.${status}`,
        createdAt: deps.clock().toISOString(),
        payment: {
          id: payment.id,
          orderNumber: payment.orderNumber,
          transactionNo: payment.providerPaymentId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          status: payment.status,
          planName: plan.name,
          invoiceUrl: payment.invoiceUrl,
        },
      };
      deps.webhooks.dispatch(
        settings.webhookUrl,
        event,
        webhookSigningSecret(deps.config.sessionSecret, payment.userId),
      );
    }
  };
}
