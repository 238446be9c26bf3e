import {
  type AdminDiscountCode,
  type AdminRedemption,
  DISCOUNT_CODE_PATTERN,
  AdminCatalogueErrorCode as E,
  INT4_MAX,
} from '@mustashar/contracts';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { discountCodes, discountRedemptions, payments, plans } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import * as identity from '../identity/index.ts';
import { type DiscountCodeRow, normalizeCode } from './discounts.ts';

/**
 * Discount codes as operators manage them (ADR 088): the one create function the console and `npm run discounts`
 * share, the list with what each code has been used for, safe edits and a code's redemptions.
 */

export type DiscountTerms = {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or halalas. */
  value: number;
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  maxPerUser: number;
  /** Empty: every plan. */
  planIds: number[];
  active: boolean;
};

export type NewDiscountCode = Omit<DiscountTerms, 'active'> & { code: string; active?: boolean };

const invalid = (ar: string, en: string) => new AppError(400, E.codeTermsInvalid, { ar, en });
const notFound = new AppError(404, E.codeNotFound, {
  ar: 'لا يوجد رمز خصم بهذا المعرّف.',
  en: 'No discount code has this id.',
});

/** The rules every code obeys, whoever writes it; `validTo` in the past only matters when it is being set. */
function checkTerms(terms: DiscountTerms, now: Date, validToChanged: boolean) {
  if (!Number.isInteger(terms.value) || terms.value < 1 || terms.value > INT4_MAX) {
    throw invalid('قيمة الخصم يجب أن تكون أكبر من صفر.', 'The discount must be more than zero.');
  }
  if (terms.kind === 'percent' && terms.value > 100) {
    throw invalid('النسبة المئوية من ١ إلى ١٠٠.', 'A percentage is from 1 to 100.');
  }
  if (terms.validFrom && terms.validTo && terms.validTo <= terms.validFrom) {
    throw invalid('يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.', 'The end must be after the start.');
  }
  if (validToChanged && terms.validTo && terms.validTo <= now) {
    throw invalid(
      'تاريخ الانتهاء مضى: لن يعمل الرمز أبدًا.',
      'The end is in the past: the code would never work.',
    );
  }
  if (terms.maxPerUser < 1 || (terms.maxRedemptions !== null && terms.maxRedemptions < 1)) {
    throw invalid('الحدود تبدأ من ١.', 'Limits start at 1.');
  }
}

async function checkPlans(db: Executor, planIds: number[]) {
  if (planIds.length === 0) return;
  const found = await db.select({ id: plans.id }).from(plans).where(inArray(plans.id, planIds));
  if (found.length !== new Set(planIds).size) {
    throw invalid('إحدى الباقات المختارة غير موجودة.', 'One of the chosen plans does not exist.');
  }
}

/**
 * Creates a code. Unique whatever its case: the database's unique index on lower(code) decides, so two creations of
 * the same code at once (any instances) store one and the other gets `billing:discount_code_exists`.
 */
export async function createDiscountCode(
  db: Db,
  input: NewDiscountCode,
  now: Date,
): Promise<DiscountCodeRow> {
  const code = normalizeCode(input.code);
  if (!DISCOUNT_CODE_PATTERN.test(code)) {
    throw invalid(
      'الرمز من ٢ إلى ٦٤ حرفًا لاتينيًا أو رقمًا أو - أو _.',
      'A code is 2 to 64 letters, digits, - or _.',
    );
  }
  const terms: DiscountTerms = { ...input, active: input.active ?? true };
  checkTerms(terms, now, true);
  await checkPlans(db, terms.planIds);
  const [row] = await db
    .insert(discountCodes)
    .values({ ...terms, code, planIds: [...new Set(terms.planIds)], createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError(409, E.codeExists, {
      ar: `يوجد رمز خصم باسم ${code} من قبل (لا يفرّق بين الأحرف الكبيرة والصغيرة).`,
      en: `A code ${code} exists already (codes ignore letter case).`,
    });
  }
  return row;
}

/** Redemptions held per code (paid payments' and pending checkouts') and those paid. */
async function usage(db: Executor, codeIds: string[]) {
  if (codeIds.length === 0) return new Map<string, { held: number; paid: number }>();
  const rows = await db
    .select({
      codeId: discountRedemptions.codeId,
      held: count(),
      paid: sql<number>`count(*) filter (where ${payments.status} = 'paid')`.mapWith(Number),
    })
    .from(discountRedemptions)
    .innerJoin(payments, eq(payments.id, discountRedemptions.paymentId))
    .where(inArray(discountRedemptions.codeId, codeIds))
    .groupBy(discountRedemptions.codeId);
  return new Map(rows.map((r) => [r.codeId, { held: Number(r.held), paid: r.paid }]));
}

function toView(row: DiscountCodeRow, used: { held: number; paid: number } | undefined): AdminDiscountCode {
  const held = used?.held ?? 0;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    maxPerUser: row.maxPerUser,
    planIds: row.planIds,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    redemptions: held,
    paidRedemptions: used?.paid ?? 0,
    remaining: row.maxRedemptions === null ? null : Math.max(0, row.maxRedemptions - held),
  };
}

export async function listDiscountCodes(db: Db): Promise<AdminDiscountCode[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  const used = await usage(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toView(row, used.get(row.id)));
}

export async function discountCodeView(db: Executor, row: DiscountCodeRow): Promise<AdminDiscountCode> {
  return toView(row, (await usage(db, [row.id])).get(row.id));
}

export type DiscountUpdate = Partial<DiscountTerms>;

const AUDITED: (keyof DiscountTerms)[] = [
  'kind',
  'value',
  'validFrom',
  'validTo',
  'maxRedemptions',
  'maxPerUser',
  'planIds',
  'active',
];

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Edits a code under its row lock (the lock checkouts take to hold it), so a redemption cannot slip in between the
 * check and the write. Once anyone holds the code, its kind and value stay: what a buyer was quoted, paid or holds
 * must be what the code says. A limit below the redemptions already held is refused; limits, dates, plans and
 * pausing are free.
 */
export async function updateDiscountCode(db: Db, id: string, update: DiscountUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!row) throw notFound;
    const next: DiscountTerms = {
      kind: update.kind ?? row.kind,
      value: update.value ?? row.value,
      validFrom: update.validFrom !== undefined ? update.validFrom : row.validFrom,
      validTo: update.validTo !== undefined ? update.validTo : row.validTo,
      maxRedemptions: update.maxRedemptions !== undefined ? update.maxRedemptions : row.maxRedemptions,
      maxPerUser: update.maxPerUser ?? row.maxPerUser,
      planIds: update.planIds ? [...new Set(update.planIds)] : row.planIds,
      active: update.active ?? row.active,
    };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of AUDITED) {
      const was = auditValue(row[key]);
      const is = auditValue(next[key]);
      if (JSON.stringify(was) !== JSON.stringify(is)) {
        before[key] = was;
        after[key] = is;
      }
    }
    checkTerms(next, now, 'validTo' in after);
    if ('planIds' in after) await checkPlans(tx, next.planIds);
    const held = (await usage(tx, [id])).get(id)?.held ?? 0;
    if (held > 0 && ('kind' in after || 'value' in after)) {
      throw new AppError(409, E.codeLocked, {
        ar: 'استُخدم هذا الرمز من قبل، فلا يتغيّر نوع الخصم ولا قيمته. أنشئ رمزًا جديدًا بدلًا منه.',
        en: 'This code has been redeemed, so its kind and value cannot change. Create a new code instead.',
      });
    }
    if ('maxRedemptions' in after && next.maxRedemptions !== null && next.maxRedemptions < held) {
      throw new AppError(409, E.codeLimitBelowUsed, {
        ar: `لا يقل الحد عن مرات الاستخدام الحالية (${new Intl.NumberFormat('ar-SA-u-nu-arab').format(held)}).`,
        en: `The limit cannot be below the redemptions already held (${held}).`,
      });
    }
    const [updated] = await tx.update(discountCodes).set(next).where(eq(discountCodes.id, id)).returning();
    return { code: await discountCodeView(tx, updated!), before, after };
  });
}

/** A code's redemptions, newest first: who, which payment, what it took off and when. */
export async function discountRedemptionsOf(
  db: Db,
  id: string,
): Promise<{ code: AdminDiscountCode; redemptions: AdminRedemption[] }> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw notFound;
  const rows = await db
    .select({
      id: discountRedemptions.id,
      userId: discountRedemptions.userId,
      paymentId: discountRedemptions.paymentId,
      orderNumber: payments.orderNumber,
      paymentStatus: payments.status,
      amountOffCents: discountRedemptions.amountOffCents,
      createdAt: discountRedemptions.createdAt,
    })
    .from(discountRedemptions)
    .innerJoin(payments, eq(payments.id, discountRedemptions.paymentId))
    .where(eq(discountRedemptions.codeId, id))
    .orderBy(desc(discountRedemptions.createdAt))
    .limit(500);
  const emails = await identity.userEmails(db, [...new Set(rows.map((r) => r.userId))]);
  return {
    code: await discountCodeView(db, row),
    redemptions: rows.map((r) => ({
      ...r,
      userEmail: emails.get(r.userId) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
