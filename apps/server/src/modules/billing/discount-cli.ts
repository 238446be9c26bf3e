import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions, plans } from '../../db/schema.ts';
import { serializeError } from '../../lib/serialize-error.ts';
import { createDiscountCode } from './discount-admin.ts';
import { normalizeCode } from './discounts.ts';

/** `npm run discounts -- …` (scripts/discounts.ts): creating, listing and disabling discount codes. */

export const DISCOUNTS_USAGE = `usage:
  npm run discounts -- create --code CODE (--percent 1-100 | --amount SAR) [--plans NAME,…] [--from DATE]
                       [--to DATE] [--max N] [--per-user N]
  npm run discounts -- list
  npm run discounts -- disable CODE
  npm run discounts -- enable CODE

  --plans   plan names or intervals (hourly, monthly, biannual, yearly); none means every plan
  --from    first moment it works; --to: a date alone means to the end of that day (Riyadh time);
            dates are YYYY-MM-DD, times YYYY-MM-DDTHH:MM+03:00; --to must be in the future
  --max     redemptions in all (none: no limit); --per-user: per account (default 1)`;

type Out = { info(line: string): void; error(line: string): void };

/** The largest value an int4 column (value, max_redemptions, max_per_user) holds. */
const INT4_MAX = 2_147_483_647;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether year-month-day names a day of the calendar (Date would roll 2026-02-30 over to 2 March). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date alone (YYYY-MM-DD) is a day in Riyadh (UTC+3, no daylight saving): `--from` its start, `--to` its end. A
 * time must be ISO 8601 with its offset; nothing else is read, so a typo is refused rather than guessed.
 */
function parseMoment(name: 'from' | 'to', value: string): Date {
  const refused = new Error(`--${name}: not a date (YYYY-MM-DD) or time (YYYY-MM-DDTHH:MM+03:00): ${value}`);
  const dateOnly = DATE_ONLY.exec(value);
  const dateTime = dateOnly ? null : DATE_TIME.exec(value);
  const parts = dateOnly ?? dateTime;
  if (!parts || !isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]))) throw refused;
  if (dateTime && (Number(dateTime[4]) > 23 || Number(dateTime[5]) > 59 || Number(dateTime[6] ?? 0) > 59)) {
    throw refused;
  }
  const moment = new Date(dateOnly ? `${value}T00:00:00+03:00` : value);
  if (Number.isNaN(moment.getTime())) throw refused;
  return dateOnly && name === 'to' ? new Date(moment.getTime() + 24 * 3_600_000) : moment;
}

/** A whole number from `min` to `max`, or undefined when not given. */
function boundedInt(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max))
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** What `create` will store, read from its arguments alone (plans are matched by name against the database later). */
export type DiscountDraft = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or halalas. */
  value: number;
  /** Null: every plan. */
  planNames: string[] | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  maxPerUser: number;
};

/** Reads `create`'s arguments; throws with a message naming the option at the first one it cannot take. */
export function parseCreateArgs(args: string[], now: Date): DiscountDraft {
  const { values } = parseArgs({
    args,
    options: {
      code: { type: 'string' },
      percent: { type: 'string' },
      amount: { type: 'string' },
      plans: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      max: { type: 'string' },
      'per-user': { type: 'string' },
    },
    strict: true,
  });
  const code = values.code ? normalizeCode(values.code) : '';
  if (!/^[A-Z0-9_-]{2,64}$/.test(code)) throw new Error('--code: 2 to 64 letters, digits, - or _');
  if ((values.percent === undefined) === (values.amount === undefined)) {
    throw new Error('give one of --percent or --amount');
  }
  let kind: 'percent' | 'fixed';
  let value: number;
  if (values.percent !== undefined) {
    kind = 'percent';
    if (!/^\d{1,3}$/.test(values.percent) || Number(values.percent) < 1 || Number(values.percent) > 100) {
      throw new Error('--percent must be between 1 and 100');
    }
    value = Number(values.percent);
  } else {
    kind = 'fixed';
    // Up to 21,474,836.47 riyals: the halalas must fit the int4 column.
    const amount = values.amount ?? '';
    value = /^\d{1,8}(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;
    if (!(value >= 1 && value <= INT4_MAX)) {
      throw new Error(`--amount: riyals from 0.01 to ${(INT4_MAX / 100).toFixed(2)}, e.g. 50 or 49.50`);
    }
  }
  let planNames: string[] | null = null;
  if (values.plans !== undefined) {
    planNames = values.plans.split(',').map((name) => name.trim());
    // ",,," would otherwise name no plan, which the code reads as every plan.
    if (planNames.some((name) => name === '')) {
      throw new Error(
        '--plans: plan names or intervals separated by commas, none empty (leave --plans out for every plan)',
      );
    }
  }
  const validFrom = values.from !== undefined ? parseMoment('from', values.from) : null;
  const validTo = values.to !== undefined ? parseMoment('to', values.to) : null;
  if (validFrom && validTo && validTo <= validFrom) throw new Error('--to must be after --from');
  if (validTo && validTo <= now)
    throw new Error(`--to is in the past (now ${now.toISOString()}): the code would never work`);
  return {
    code,
    kind,
    value,
    planNames,
    validFrom,
    validTo,
    maxRedemptions: boundedInt('max', values.max, 1, INT4_MAX) ?? null,
    maxPerUser: boundedInt('per-user', values['per-user'], 1, INT4_MAX) ?? 1,
  };
}

async function planIdsFor(db: Db, names: string[] | null): Promise<number[]> {
  if (!names) return [];
  const all = await db.select().from(plans);
  const ids = new Set<number>();
  for (const name of names) {
    const matching = all.filter((p) => p.name === name || p.interval === name);
    if (matching.length === 0) {
      throw new Error(
        `no plan named ${name} (plans: ${all.map((p) => `${p.name} (${p.interval})`).join(', ')})`,
      );
    }
    for (const p of matching) ids.add(p.id);
  }
  return [...ids];
}

async function create(db: Db, args: string[], out: Out, now: Date) {
  const { planNames, ...draft } = parseCreateArgs(args, now);
  // The console creates codes through the same function: one set of rules, one duplicate check.
  const row = await createDiscountCode(db, { ...draft, planIds: await planIdsFor(db, planNames) }, now);
  out.info(`created ${row.code}`);
}

async function list(db: Db, out: Out) {
  const rows = await db
    .select({ code: discountCodes, used: count(discountRedemptions.id) })
    .from(discountCodes)
    .leftJoin(discountRedemptions, eq(discountRedemptions.codeId, discountCodes.id))
    .groupBy(discountCodes.id)
    .orderBy(discountCodes.createdAt);
  const planNames = new Map((await db.select().from(plans)).map((p) => [p.id, p.name]));
  if (rows.length === 0) {
    out.info('no discount codes');
    return;
  }
  for (const { code: c, used } of rows) {
    const value = c.kind === 'percent' ? `${c.value}%` : `SAR ${(c.value / 100).toFixed(2)}`;
    const forPlans = c.planIds.length
      ? c.planIds.map((id) => planNames.get(id) ?? id).join(',')
      : 'all plans';
    out.info(
      [
        c.code,
        value,
        forPlans,
        `from ${c.validFrom?.toISOString() ?? '-'}`,
        `to ${c.validTo?.toISOString() ?? '-'}`,
        `used ${used}/${c.maxRedemptions ?? '∞'}`,
        `per user ${c.maxPerUser}`,
        c.active ? 'active' : 'disabled',
      ].join('  '),
    );
  }
}

async function setActive(db: Db, raw: string | undefined, active: boolean, out: Out) {
  if (!raw) throw new Error('name the code');
  const updated = await db
    .update(discountCodes)
    .set({ active })
    .where(eq(sql`lower(${discountCodes.code})`, normalizeCode(raw).toLowerCase()))
    .returning({ code: discountCodes.code });
  if (updated.length === 0) throw new Error(`no code ${normalizeCode(raw)}`);
  out.info(`${active ? 'enabled' : 'disabled'} ${updated[0]?.code}`);
}

/**
 * Runs one command; returns the exit code (0 done, 1 refused, 2 usage). `now` decides whether `--to` is past. A
 * database error is printed as the log prints it: its SQL and parameters are not shown.
 */
export async function runDiscountsCommand(
  db: Db,
  argv: string[],
  out: Out,
  now = new Date(),
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create') await create(db, rest, out, now);
    else if (command === 'list') await list(db, out);
    else if (command === 'disable') await setActive(db, rest[0], false, out);
    else if (command === 'enable') await setActive(db, rest[0], true, out);
    else {
      out.error(DISCOUNTS_USAGE);
      return 2;
    }
    return 0;
  } catch (err) {
    out.error(serializeError(err).message);
    return 1;
  }
}
