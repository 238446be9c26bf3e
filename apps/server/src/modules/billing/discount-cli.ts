import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions, plans } from '../../db/schema.ts';
import { findCode, normalizeCode } from './discounts.ts';

/** `npm run discounts -- …` (scripts/discounts.ts): creating, listing and disabling discount codes. */

export const DISCOUNTS_USAGE = `usage:
  npm run discounts -- create --code CODE (--percent 1-100 | --amount SAR) [--plans NAME,…] [--from DATE]
                       [--to DATE] [--max N] [--per-user N]
  npm run discounts -- list
  npm run discounts -- disable CODE
  npm run discounts -- enable CODE

  --plans   plan names or intervals (hourly, monthly, biannual, yearly); none means every plan
  --from    first moment it works; --to: a date alone means to the end of that day (Riyadh time)
  --max     redemptions in all (none: no limit); --per-user: per account (default 1)`;

type Out = { info(line: string): void; error(line: string): void };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone is a day in Riyadh (UTC+3, no daylight saving): `--from` its start, `--to` its end. */
function parseMoment(value: string, end: boolean): Date {
  if (DATE_ONLY.test(value)) {
    const start = new Date(`${value}T00:00:00+03:00`);
    if (Number.isNaN(start.getTime())) throw new Error(`not a date: ${value}`);
    return end ? new Date(start.getTime() + 24 * 3_600_000) : start;
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) throw new Error(`not a date or time: ${value}`);
  return moment;
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`--${name} must be a whole number of at least 1`);
  return Number(value);
}

async function planIdsFor(db: Db, names: string | undefined): Promise<number[]> {
  if (!names) return [];
  const all = await db.select().from(plans);
  const ids = new Set<number>();
  for (const name of names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)) {
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

async function create(db: Db, args: string[], out: Out) {
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
    value = positiveInt('percent', values.percent) ?? 0;
    if (value > 100) throw new Error('--percent must be between 1 and 100');
  } else {
    kind = 'fixed';
    if (!/^\d+(\.\d{1,2})?$/.test(values.amount ?? '')) throw new Error('--amount: riyals, e.g. 50 or 49.50');
    value = Math.round(Number(values.amount) * 100);
    if (value < 1) throw new Error('--amount must be more than 0');
  }
  const validFrom = values.from ? parseMoment(values.from, false) : null;
  const validTo = values.to ? parseMoment(values.to, true) : null;
  if (validFrom && validTo && validTo <= validFrom) throw new Error('--to must be after --from');
  if (await findCode(db, code)) throw new Error(`a code ${code} exists already`);
  await db.insert(discountCodes).values({
    code,
    kind,
    value,
    planIds: await planIdsFor(db, values.plans),
    validFrom,
    validTo,
    maxRedemptions: positiveInt('max', values.max) ?? null,
    maxPerUser: positiveInt('per-user', values['per-user']) ?? 1,
  });
  out.info(`created ${code}`);
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

/** Runs one command; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runDiscountsCommand(db: Db, argv: string[], out: Out): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create') await create(db, rest, out);
    else if (command === 'list') await list(db, out);
    else if (command === 'disable') await setActive(db, rest[0], false, out);
    else if (command === 'enable') await setActive(db, rest[0], true, out);
    else {
      out.error(DISCOUNTS_USAGE);
      return 2;
    }
    return 0;
  } catch (err) {
    out.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
}
