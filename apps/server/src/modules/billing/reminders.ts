import { TZDate } from '@date-fns/tz';
import { formatMoney, type Locale } from '@mustashar/contracts';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { plans, subscriptionReminders, subscriptions } from '../../db/schema.ts';
import { bilingualEmail } from '../../lib/bilingual-email.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { type PluralForms, plural } from '../../lib/plural.ts';
import * as identity from '../identity/index.ts';
import { notificationSettings } from './notify.ts';
import { BUSINESS_TIME_ZONE } from './periods.ts';
import * as repo from './repo.ts';
import { cardDigits, defaultCard } from './saved-cards.ts';

/**
 * Renewal reminders (ADR 062): the owner of a subscription is told 7 days and 1 day before it ends and on the day,
 * each time with a link that renews the same plan through the normal checkout; with a saved card (ADR 102), what
 * will be charged to it and when.
 * Each is claimed by inserting its row first (unique per subscription, kind and period end): of several instances
 * running the job, only the one whose insert went through sends it.
 */

export type ReminderKind = 'd7' | 'd1' | 'd0';

const DAY_MS = 86_400_000;

/** The first instant of the day `end` falls on, in Saudi time ("on the day it ends"). */
function dayStart(end: Date): Date {
  const local = new TZDate(end.getTime(), BUSINESS_TIME_ZONE);
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), BUSINESS_TIME_ZONE).getTime(),
  );
}

/** The latest reminder due at `now` for a period ending at `end` (earlier ones are skipped when the job was late). */
export function dueReminder(end: Date, now: Date): ReminderKind | null {
  if (now >= end) return null;
  if (now >= dayStart(end)) return 'd0';
  if (now.getTime() >= end.getTime() - DAY_MS) return 'd1';
  if (now.getTime() >= end.getTime() - 7 * DAY_MS) return 'd7';
  return null;
}

function endDate(end: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(end);
}

/** A number of days as the object of "يبقى وصولك …" (accusative: "يومًا واحدًا", "يومين"). */
const DAYS: PluralForms = {
  ar: { zero: '# يوم', one: 'يومًا واحدًا', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' },
  en: { one: '# day', other: '# days' },
};

function days(n: number, locale: Locale): string {
  return plural(n, locale, DAYS);
}

export function renewalReminderEmail(
  to: string,
  locale: Locale,
  f: {
    kind: ReminderKind;
    name: string;
    plan: { ar: string; en: string };
    end: Date;
    graceDays: number;
    renewUrl: string;
    settingsUrl: string;
    /** A saved card renews it: the amount and the card's last four digits. */
    charge?: { amountCents: number; last4: string } | null;
  },
) {
  if (f.charge) return renewalChargeEmail(to, locale, { ...f, charge: f.charge });
  const subject = {
    d7: { ar: 'ينتهي اشتراكك بعد ٧ أيام', en: 'Your subscription ends in 7 days' },
    d1: { ar: 'ينتهي اشتراكك غدًا', en: 'Your subscription ends tomorrow' },
    d0: { ar: 'ينتهي اشتراكك اليوم', en: 'Your subscription ends today' },
  }[f.kind];
  const grace = {
    ar:
      f.graceDays > 0
        ? `إن لم تجدده يبقى وصولك ${days(f.graceDays, 'ar')} بعد انتهائه، ثم يتوقف.`
        : 'إن لم تجدده يتوقف وصولك عند انتهائه.',
    en:
      f.graceDays > 0
        ? `If you do not renew, your access continues for ${days(f.graceDays, 'en')} after it ends, then stops.`
        : 'If you do not renew, your access stops when it ends.',
  };
  return bilingualEmail(to, locale, {
    ar: {
      subject: subject.ar,
      paragraphs: [
        `مرحبًا ${f.name}،`,
        `ينتهي اشتراكك في باقة «${f.plan.ar}» في ${endDate(f.end, 'ar')} بتوقيت الرياض. لا يُجدَّد الاشتراك تلقائيًا.`,
        grace.ar,
        `لتجديد الباقة نفسها (تُضاف المدة الجديدة بعد نهاية الحالية): ${f.renewUrl}`,
        `يمكنك إيقاف هذه التذكيرات من إعدادات الإشعارات: ${f.settingsUrl}`,
      ],
    },
    en: {
      subject: subject.en,
      paragraphs: [
        `Hello ${f.name},`,
        `Your ${f.plan.en} subscription ends on ${endDate(f.end, 'en')} (Riyadh time). It does not renew by itself.`,
        grace.en,
        `To renew the same plan (the new period starts when the current one ends): ${f.renewUrl}`,
        `You can turn these reminders off in notification settings: ${f.settingsUrl}`,
      ],
    },
  });
}

/** The reminder when a saved card renews the subscription: what will be charged, on which card, and when. */
function renewalChargeEmail(
  to: string,
  locale: Locale,
  f: Parameters<typeof renewalReminderEmail>[2] & { charge: { amountCents: number; last4: string } },
) {
  const subject = {
    d7: { ar: 'يتجدد اشتراكك بعد ٧ أيام', en: 'Your subscription renews in 7 days' },
    d1: { ar: 'يتجدد اشتراكك غدًا', en: 'Your subscription renews tomorrow' },
    d0: { ar: 'يتجدد اشتراكك اليوم', en: 'Your subscription renews today' },
  }[f.kind];
  const billingUrl = f.renewUrl.replace(/\?.*$/, '');
  return bilingualEmail(to, locale, {
    ar: {
      subject: subject.ar,
      paragraphs: [
        `مرحبًا ${f.name}،`,
        `سنخصم ${formatMoney(f.charge.amountCents, 'ar')} من البطاقة •••• ${cardDigits(f.charge.last4, 'ar')} في ${endDate(f.end, 'ar')} بتوقيت الرياض لتجديد باقة «${f.plan.ar}» مدةً أخرى.`,
        `لإيقاف التجديد أو تغيير البطاقة: ${billingUrl}`,
        `يمكنك إيقاف هذه التذكيرات من إعدادات الإشعارات: ${f.settingsUrl}`,
      ],
    },
    en: {
      subject: subject.en,
      paragraphs: [
        `Hello ${f.name},`,
        `We will charge ${formatMoney(f.charge.amountCents, 'en')} to your card •••• ${f.charge.last4} on ${endDate(f.end, 'en')} (Riyadh time) to renew your ${f.plan.en} plan for another period.`,
        `To turn renewal off or change the card: ${billingUrl}`,
        `You can turn these reminders off in notification settings: ${f.settingsUrl}`,
      ],
    },
  });
}

export type ReminderDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
};

/**
 * Sends the reminders due now, each once. Subscriptions cancelled by their owner and the hourly plan get none (a
 * reminder a week before an hour's end means nothing). Returns how many were sent by this instance.
 */
export async function sendRenewalReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock();
  const ending = await deps.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        ne(plans.interval, 'hourly'),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const { subscription, plan } of ending) {
    const end = subscription.currentPeriodEnd!;
    const kind = dueReminder(end, now);
    if (!kind) continue;
    const settings = await notificationSettings(deps.db, subscription.userId);
    if (!settings.emailReminders) continue;
    const [claimed] = await deps.db
      .insert(subscriptionReminders)
      .values({ subscriptionId: subscription.id, kind, periodEnd: end, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: subscriptionReminders.id });
    if (!claimed) continue;
    try {
      const [user, contact] = await Promise.all([
        identity.findUserContact(deps.db, subscription.userId),
        repo.findContact(deps.db, subscription.userId),
      ]);
      if (!user) continue;
      const locale: Locale = user.locale === 'en' ? 'en' : 'ar';
      // Renewing the same plan charges its price (renewals.ts quotes it again when charging).
      const card = await defaultCard(deps.db, subscription.userId, end);
      await deps.mailer.send(
        renewalReminderEmail(contact?.email ?? user.email, locale, {
          kind,
          name: contact?.name ?? user.name,
          plan: { ar: plan.displayNameAr, en: plan.displayNameEn },
          end,
          graceDays: deps.config.payment.graceDays,
          renewUrl: `${deps.config.appUrl}/dashboard/billing?renew=${encodeURIComponent(plan.name)}`,
          settingsUrl: `${deps.config.appUrl}/dashboard/notifications`,
          charge: card ? { amountCents: plan.priceCents, last4: card.last4 } : null,
        }),
      );
      sent += 1;
    } catch (err) {
      // Unclaimed again, so the next run tries once more.
      await deps.db.delete(subscriptionReminders).where(eq(subscriptionReminders.id, claimed.id));
      deps.log.error({ err, subscriptionId: subscription.id, kind }, 'renewal reminder failed');
    }
  }
  return sent;
}
