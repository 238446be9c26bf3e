import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, testClock, useTestApp, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { afterCommit, announceChange, type DataChange, watchChanges } from '../../db/changes.ts';
import { sessions, subscriptions, users } from '../../db/schema.ts';

const me = async (t: TestApp, user: TestUser) => {
  const res = await api(t, user).get('/api/auth/me');
  return res.statusCode === 200 ? res.json().user : res.statusCode;
};

/** Counts the statements the app sends to its database while `run` runs. */
async function statementsDuring(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const session = (t.app.db as unknown as { session: { execute: unknown; prepareQuery: unknown } }).session;
  const prepare = session.prepareQuery as (...args: unknown[]) => unknown;
  let count = 0;
  session.prepareQuery = (...args: unknown[]) => {
    count++;
    return prepare.apply(session, args);
  };
  try {
    await run();
  } finally {
    session.prepareQuery = prepare;
  }
  return count;
}

describe('signed-in reads from memory', () => {
  const clock = testClock();
  const t = useTestApp({ deps: { clock: clock.now } });

  it('answers a repeated /api/auth/me without a database statement', async () => {
    const user = await createUser(t, 'cache-me@example.com', { name: 'Noura' });
    expect(await me(t, user)).toMatchObject({ name: 'Noura', subscriptionActive: false });
    expect(await statementsDuring(t, () => me(t, user))).toBe(0);
  });

  it('sees a sign-out, a renamed user and a payment at once', async () => {
    const user = await createUser(t, 'cache-change@example.com', { name: 'Before' });
    expect(await me(t, user)).toMatchObject({ name: 'Before', subscriptionActive: false });

    expect((await api(t, user).put('/api/profile', { name: 'After' })).statusCode).toBe(200);
    expect(await me(t, user)).toMatchObject({ name: 'After' });

    await subscribe(t, user, 'trainee-lawyer');
    expect(await me(t, user)).toMatchObject({ subscriptionActive: true });

    expect((await api(t, user).post('/api/auth/logout')).statusCode).toBe(200);
    expect(await me(t, user)).toBe(401);
  });

  it('sees a subscription lapse at the instant its access ends, with no change announced', async () => {
    const user = await createUser(t, 'cache-lapse@example.com');
    await subscribe(t, user, 'trainee-lawyer');
    expect(await me(t, user)).toMatchObject({ subscriptionActive: true });
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const end = row!.graceEndsAt ?? row!.currentPeriodEnd!;
    clock.advance(end.getTime() - clock.now().getTime() - 1);
    expect(await me(t, user)).toMatchObject({ subscriptionActive: true });
    clock.advance(1);
    expect(await me(t, user)).toMatchObject({ subscriptionActive: false });
  });

  it('sees a change nobody announced (a row edited by hand) after a short while, not at once', async () => {
    const user = await createUser(t, 'cache-hand@example.com', { name: 'Kept' });
    expect(await me(t, user)).toMatchObject({ name: 'Kept' });
    await t.app.db.update(users).set({ name: 'By hand' }).where(eq(users.id, user.id));
    expect(await me(t, user)).toMatchObject({ name: 'Kept' });
    clock.advance(15_001);
    expect(await me(t, user)).toMatchObject({ name: 'By hand' });
  });

  it('delivers a change announced in a transaction after its commit, and none when it rolls back', async () => {
    const seen: DataChange[] = [];
    const stop = watchChanges(t.app.db, (change) => seen.push(change));
    try {
      await t.app.db.transaction(async (tx) => {
        announceChange(tx, { kind: 'user', userId: 'committed' });
        await tx.transaction(async (savepoint) => {
          announceChange(savepoint, { kind: 'user', userId: 'savepoint kept' });
        });
        await tx
          .transaction(async (savepoint) => {
            announceChange(savepoint, { kind: 'user', userId: 'savepoint undone' });
            throw new Error('undo the savepoint');
          })
          .catch(() => {});
        expect(seen).toEqual([]);
      });
      expect(seen.map((c) => c.kind === 'user' && c.userId)).toEqual(['committed', 'savepoint kept']);
      await t.app.db
        .transaction(async (tx) => {
          announceChange(tx, { kind: 'entitlements' });
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(seen).toHaveLength(2);
      let ran = false;
      afterCommit(t.app.db, () => {
        ran = true;
      });
      expect(ran).toBe(true);
    } finally {
      stop();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Two app instances with their own connections to one PostgreSQL database: only Redis tells one of the other's
// changes (on PGlite the two share one database handle, which would hide a missing message).
describe.skipIf(!redisUrl || !onPostgres)('signed-in reads on two instances', () => {
  const apps = useTwoTestApps(() => ({ env: { REDIS_URL: redisUrl! } }));
  // A few milliseconds for Redis to carry the message; an entry's own expiry is far beyond this wait.
  const poll = { timeout: 5_000, interval: 10 };

  it('a sign-out, a disabled account and a payment on one instance are seen by the other', async () => {
    const { first: a, second: b } = apps;
    const user = await createUser(a, 'cache-two@example.com');
    const other = await createUser(a, 'cache-two-other@example.com');
    // Both instances hold the sessions and entitlements in memory before the changes.
    expect(await me(b, user)).toMatchObject({ subscriptionActive: false });
    expect(await me(b, other)).toMatchObject({ subscriptionActive: false });
    expect(await statementsDuring(b, () => me(b, user))).toBe(0);

    await subscribe(a, user, 'trainee-lawyer');
    await expect.poll(() => me(b, user), poll).toMatchObject({ subscriptionActive: true });

    expect((await api(a, user).post('/api/auth/logout')).statusCode).toBe(200);
    await expect.poll(() => me(b, user), poll).toBe(401);

    const admin = await consoleUser(a, 'cache-two-admin@example.com', 'admin');
    expect(
      (await api(a, admin).put(`/api/admin/users/${other.id}/disabled`, { disabled: true })).statusCode,
    ).toBe(200);
    await expect.poll(() => me(b, other), poll).toBe(401);
    const [left] = await b.app.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(left).toBeUndefined();
  });
});
