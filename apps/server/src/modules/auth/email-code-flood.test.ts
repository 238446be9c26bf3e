import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoTestApps,
  latestCodeFor,
  outboxFor,
  sameOrigin,
  type TestApp,
  type TwoTestApps,
  testClock,
} from '../../../test/helpers.ts';

/**
 * Code emails under a flood: 100 parallel requests from 100 addresses, spread over two app instances on one
 * database, send one email; and a stranger who keeps asking cannot keep the owner from resetting (ADR 024).
 */

const en = { ...sameOrigin, 'accept-language': 'en' };
const password = 'Owner-Password-1';
const MINUTE = 60_000;

describe('email codes under a flood, over two instances', () => {
  const clock = testClock();
  let apps: TwoTestApps;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    apps = await createTwoTestApps(() => ({ deps: { clock: clock.now } }));
    ({ first, second } = apps);
  });
  afterAll(() => apps?.close());

  let addressCounter = 0;
  const freshAddress = () => {
    addressCounter += 1;
    return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };
  const post = (url: string, payload: object, on: TestApp = first, token?: string) =>
    on.app.inject({
      method: url === '/api/profile' ? 'PUT' : 'POST',
      url,
      payload,
      headers: token ? { ...en, authorization: `Bearer ${token}` } : en,
      remoteAddress: freshAddress(),
    });
  /** Work done after the answer (emails) has finished on both instances. */
  const settled = () => Promise.all([first.app.jobs.drain(), second.app.jobs.drain()]);
  const emailsTo = async (email: string, subject: RegExp) => {
    await settled();
    return (await outboxFor(first, email)).filter((m) => subject.test(m.subject));
  };

  async function verifiedUser(email: string) {
    const res = await post('/api/auth/register', {
      name: 'Owner',
      email,
      password,
      termsAccepted: true,
      marketing: false,
    });
    expect(res.statusCode).toBe(201);
    const code = await latestCodeFor(first, email);
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  }

  const parallel = (n: number, request: (i: number) => ReturnType<typeof post>) =>
    Promise.all(Array.from({ length: n }, (_, i) => request(i)));

  it('100 parallel forgot-password requests send one reset email', async () => {
    const email = 'flood-reset@example.com';
    await verifiedUser(email);
    const responses = await parallel(100, (i) =>
      post('/api/auth/forgot-password', { email }, i % 2 === 0 ? first : second),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(await emailsTo(email, /reset/i)).toHaveLength(1);
  });

  it('100 parallel unlock requests send one sign-in code', async () => {
    const email = 'flood-unlock@example.com';
    await verifiedUser(email);
    const responses = await parallel(100, (i) =>
      post('/api/auth/login/unlock', { email }, i % 2 === 0 ? first : second),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(await emailsTo(email, /login code/i)).toHaveLength(1);
  });

  it('20 parallel email changes send one code to the new address', async () => {
    const email = 'flood-change@example.com';
    await verifiedUser(email);
    const login = await post('/api/auth/login', { email, password });
    const token = login.json().token as string;
    const target = 'flood-change-new@example.com';
    await parallel(20, (i) => post('/api/profile', { email: target }, i % 2 === 0 ? first : second, token));
    expect(await emailsTo(target, /.*/)).toHaveLength(1);
  });

  it("a stranger who spends the day's codes cannot keep the owner from resetting", async () => {
    const email = 'owner-reset@example.com';
    await verifiedUser(email);
    // The reviewer's scenario: a stranger asks once a minute until the daily cap of codes is spent.
    for (let i = 0; i < 12; i++) {
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      // Each request's work is done before time moves on, as it would be a minute apart.
      await settled();
      clock.advance(MINUTE + 1000);
    }
    const spent = (await emailsTo(email, /reset/i)).length;
    expect(spent).toBe(10);

    // Later the owner asks for themselves: the newest email carries a code that works.
    clock.advance(20 * MINUTE);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    expect(await emailsTo(email, /reset/i)).toHaveLength(spent + 1);
    const code = await latestCodeFor(first, email);
    const reset = await post('/api/auth/reset-password', { email, code, password: 'New-Password-22' });
    expect(reset.statusCode).toBe(200);

    // The stranger goes on asking, as often as they like: one more email per code lifetime at most, and
    // whatever the owner finds newest in the inbox still works when they ask.
    for (let i = 0; i < 30; i++) {
      await parallel(5, (j) => post('/api/auth/forgot-password', { email }, j % 2 === 0 ? first : second));
      await settled();
      clock.advance(MINUTE);
    }
    expect((await emailsTo(email, /reset/i)).length).toBeLessThanOrEqual(spent + 1 + 2);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const newest = await latestCodeFor(first, email);
    const again = await post('/api/auth/reset-password', {
      email,
      code: newest,
      password: 'New-Password-33',
    });
    expect(again.statusCode).toBe(200);
  });
});
