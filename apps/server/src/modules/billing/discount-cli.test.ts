import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/helpers.ts';
import { discountCodes } from '../../db/schema.ts';
import { parseCreateArgs, runDiscountsCommand } from './discount-cli.ts';

const NOW = new Date('2026-12-06T12:00:00Z');

/** `npm run discounts -- …` on the test database: exit code and what it printed. */
async function run(t: TestApp, ...argv: string[]) {
  const lines: string[] = [];
  const code = await runDiscountsCommand(
    t.app.db,
    argv,
    { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    NOW,
  );
  return { code, output: lines.join('\n') };
}

describe('discounts CLI refuses what it cannot store as meant', () => {
  const t = useTestApp();

  const create = (code: string, ...rest: string[]) => run(t, 'create', '--code', code, ...rest);
  const stored = async (code: string) =>
    (await t.app.db.select().from(discountCodes).where(eq(discountCodes.code, code))).length;

  it.each([
    ['a day February does not have', ['--percent', '10', '--from', '2027-02-30'], /not a date.*2027-02-30/],
    ['February 29 of a common year', ['--percent', '10', '--to', '2027-02-29'], /not a date.*2027-02-29/],
    ['a thirteenth month', ['--percent', '10', '--from', '2027-13-01'], /not a date/],
    ['a time on a day April lacks', ['--percent', '10', '--to', '2027-04-31T10:00:00Z'], /not a date/],
    ['words', ['--percent', '10', '--from', 'next tuesday'], /not a date/],
    ['a bare year', ['--percent', '10', '--to', '2027'], /not a date/],
    ['--to in the past', ['--percent', '10', '--to', '2026-12-01'], /--to .*past/],
    [
      '--from after --to',
      ['--percent', '10', '--from', '2027-03-01', '--to', '2027-02-01'],
      /--to must be after --from/,
    ],
    ['--plans of empty names', ['--percent', '10', '--plans', ',,,'], /--plans/],
    ['--plans with an empty name among others', ['--percent', '10', '--plans', 'yearly,,monthly'], /--plans/],
    ['--plans given empty', ['--percent', '10', '--plans', ''], /--plans/],
    ['an unknown plan', ['--percent', '10', '--plans', 'platinum'], /no plan named platinum/],
    ['--percent 0', ['--percent', '0'], /--percent must be between 1 and 100/],
    ['--percent 101', ['--percent', '101'], /--percent must be between 1 and 100/],
    ['a huge --percent', ['--percent', '99999999999999999999'], /--percent must be between 1 and 100/],
    ['a huge --amount', ['--amount', '99999999999'], /--amount/],
    ['a huge --max', ['--percent', '10', '--max', '2147483648'], /--max must be .* 2147483647/],
    ['a huge --per-user', ['--percent', '10', '--per-user', '99999999999999999999'], /--per-user must be/],
  ])('refuses %s with a clear message, no SQL, nothing stored', async (_case, args, message) => {
    const code = `BAD${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const { code: exit, output } = await create(code, ...args);
    expect(exit, output).toBe(1);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/insert into|Failed query|params:|select /i);
    expect(await stored(code)).toBe(0);
  });

  it('still creates a well-formed code, with a leap day and an end-of-day --to', async () => {
    const { code, output } = await create(
      'LEAP28',
      '--percent',
      '28',
      '--plans',
      'yearly',
      '--to',
      '2028-02-29',
    );
    expect(code, output).toBe(0);
    const [row] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'LEAP28'));
    // The end of 29 February in Riyadh (UTC+3).
    expect(row?.validTo?.toISOString()).toBe('2028-02-29T21:00:00.000Z');
    expect(row?.planIds.length).toBeGreaterThan(0);
  });
});

describe('parseCreateArgs', () => {
  it('reads a full create command', () => {
    expect(
      parseCreateArgs(
        [
          '--code',
          'spring',
          '--amount',
          '49.50',
          '--from',
          '2027-03-01T08:00:00+03:00',
          '--max',
          '2147483647',
        ],
        NOW,
      ),
    ).toEqual({
      code: 'SPRING',
      kind: 'fixed',
      value: 4950,
      planNames: null,
      validFrom: new Date('2027-03-01T05:00:00Z'),
      validTo: null,
      maxRedemptions: 2147483647,
      maxPerUser: 1,
    });
  });
});
