import { createHmac, randomUUID } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { formatMoney, type Locale, type PaymentEvent } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { billingNotificationSettings } from '../../db/schema.ts';
import { bilingualEmail } from '../../lib/bilingual-email.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as identity from '../identity/index.ts';
import { paymentMetadata } from './payment-metadata.ts';
import { BUSINESS_TIME_ZONE } from './periods.ts';
import { attemptDue, RETRY_DAYS } from './renewals.ts';
import * as repo from './repo.ts';
import { cardDigits } from './saved-cards.ts';
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
 * Posts one signed event and answers the HTTP status; the `billing.webhook` job calls it once per attempt and
 * retries after `retryDelaysMs` until a 2xx (ADR 094). Tests swap the transport and the delays.
 */
export class WebhookSender {
  transport: WebhookTransport = httpsTransport();
  /** Waits between attempts: four attempts in all. */
  retryDelaysMs = [5_000, 30_000, 120_000];

  constructor(private readonly clock: () => Date) {}

  send(url: string, event: PaymentEvent, secret: string): Promise<number> {
    const body = JSON.stringify(event);
    return this.transport(url, body, {
      'content-type': 'application/json',
      'user-agent': 'Mustashar-Webhooks/1',
      'x-mustashar-event': event.type,
      // The same on every attempt, so a receiver can drop a repeat.
      'x-mustashar-delivery': event.id,
      'x-mustashar-signature': signWebhook(secret, body, this.clock()),
    });
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

function day(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
    dateStyle: 'long',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(at);
}

/** A renewal charge of a saved card was declined: when the next try is, or that the subscription has ended. */
export function renewalDeclinedEmail(
  to: string,
  locale: Locale,
  f: EmailFacts & { card: string; nextTry: Date | null },
) {
  const card = (l: Locale) => `•••• ${cardDigits(f.card, l)}`;
  return bilingualEmail(to, locale, {
    ar: {
      subject: f.nextTry ? 'تعذّر تجديد اشتراكك' : 'انتهى اشتراكك: تعذّر التجديد',
      paragraphs: [
        `مرحبًا ${f.name}،`,
        `رُفضت البطاقة ${card('ar')} عند تجديد باقة «${f.plan.ar}» بمبلغ ${money(f.amountCents, 'ar')}، ولم يُخصم منك شيء.`,
        f.nextTry
          ? `سنحاول مجددًا في ${day(f.nextTry, 'ar')}، ويبقى وصولك حتى ذلك الحين. يمكنك تغيير البطاقة أو التجديد الآن من صفحة الفوترة: ${f.billingUrl}`
          : `كانت هذه المحاولة الأخيرة، فانتهى اشتراكك. يمكنك الاشتراك مجددًا من صفحة الفوترة: ${f.billingUrl}`,
        `رقم الطلب: ${f.orderNumber}`,
      ],
    },
    en: {
      subject: f.nextTry
        ? 'We could not renew your subscription'
        : 'Your subscription has ended: renewal declined',
      paragraphs: [
        `Hello ${f.name},`,
        `Your card ${card('en')} was declined when renewing the ${f.plan.en} plan for ${money(f.amountCents, 'en')}, and nothing was charged.`,
        f.nextTry
          ? `We will try again on ${day(f.nextTry, 'en')}, and your access continues until then. You can change the card or renew now from the billing page: ${f.billingUrl}`
          : `That was the last try, so your subscription has ended. You can subscribe again from the billing page: ${f.billingUrl}`,
        `Order number: ${f.orderNumber}`,
      ],
    },
  });
}

type NotifyDeps = { db: Db; config: Config; mailer: Mailer };

/**
 * The email the user asked for about a payment's new status (receipt or failure), read from the database when the
 * job runs. Returns whether one was sent.
 */
export async function sendPaymentEmail(
  deps: NotifyDeps,
  paymentId: string,
  status: PaymentTransition['status'],
): Promise<boolean> {
  const payment = await repo.findPaymentById(deps.db, paymentId);
  if (!payment) return false;
  const [user, plan, settings, contact, invoice] = await Promise.all([
    identity.findUserContact(deps.db, payment.userId),
    repo.findPlan(deps.db, payment.planId),
    notificationSettings(deps.db, payment.userId),
    repo.findContact(deps.db, payment.userId),
    status === 'paid' ? repo.findInvoiceByPayment(deps.db, payment.id) : Promise.resolve(undefined),
  ]);
  if (!user || !plan) return false;
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
  const renewal = paymentMetadata(payment).renewal;
  // A declined renewal is always told: access ends unless the user acts.
  const email =
    status === 'paid' && settings.emailInvoices
      ? paymentReceivedEmail(to, locale, facts)
      : status === 'failed' && renewal
        ? renewalDeclinedEmail(to, locale, {
            ...facts,
            card: renewal.cardLast4,
            nextTry:
              renewal.attempt + 1 < RETRY_DAYS.length
                ? attemptDue(new Date(renewal.periodEnd), renewal.attempt + 1)
                : null,
          })
        : status === 'failed' && settings.emailFailures
          ? paymentFailedEmail(to, locale, facts)
          : null;
  if (!email) return false;
  await deps.mailer.send(email);
  return true;
}

/** Whether a status change has an email to consider (a cancel has none). */
export function hasPaymentEmail(status: PaymentTransition['status']): boolean {
  return status === 'paid' || status === 'failed';
}

/**
 * The event the user's webhook gets for a status change, as the payment was at that moment, or null when the user
 * has no webhook.
 */
export async function paymentWebhookEvent(
  deps: { db: Db; clock: () => Date },
  { payment, status }: PaymentTransition,
): Promise<{ url: string; event: PaymentEvent } | null> {
  const [settings, plan] = await Promise.all([
    notificationSettings(deps.db, payment.userId),
    repo.findPlan(deps.db, payment.planId),
  ]);
  if (!settings.webhookUrl || !plan) return null;
  return {
    url: settings.webhookUrl,
    event: {
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
    },
  };
}
