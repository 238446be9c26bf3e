import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestCodeFor,
  outboxFor,
  sameOrigin,
  type TestApp,
  testClock,
} from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';

/**
 * Changing the account email must not tell whether another account has an address (ADR 024): a taken address is
 * answered like a free one, and attempts are limited per user.
 */

const password = 'Correct-Horse-9';
const MINUTE = 60_000;

describe('changing the account email', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: clock.now } });
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, token: string | null, payload: object, lang = 'en') =>
    t.app.inject({
      method,
      url,
      payload,
      headers: {
        ...sameOrigin,
        'accept-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const settled = () => t.app.jobs.drain();

  async function signUp(email: string): Promise<string> {
    await call('POST', '/api/auth/register', null, { name: 'User', email, password, termsAccepted: true });
    await call('POST', '/api/auth/verify-email', null, { email, code: await latestCodeFor(t, email) });
    const res = await call('POST', '/api/auth/login', null, { email, password });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  }

  it("answers another account's address exactly like a free one, and sends it nothing", async () => {
    const sara = await signUp('sara@example.com');
    const huda = await signUp('huda@example.com');
    await signUp('taken@example.com');

    const free = await call('PUT', '/api/profile', sara, { email: 'sara.new@example.com' });
    const taken = await call('PUT', '/api/profile', huda, { email: 'taken@example.com' });
    expect(free.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    const shape = (body: { profile: Record<string, unknown> }) => ({
      ...body,
      profile: { ...body.profile, name: null, email: null, pendingEmail: null, memberSince: null },
    });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json().profile.pendingEmail).toBe('taken@example.com');
    await settled();
    // The free address gets its code; the taken one hears nothing (its owner's inbox stays quiet).
    expect((await outboxFor(t, 'sara.new@example.com')).length).toBe(1);
    const takenInbox = await outboxFor(t, 'taken@example.com');
    expect(takenInbox.filter((m) => /new email/i.test(m.subject))).toHaveLength(0);
    // And no code can move the address over.
    const guess = await call('POST', '/api/profile/email/verify', huda, { code: '123456' });
    expect(guess.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'huda@example.com'));
    expect(row?.email).toBe('huda@example.com');
  });

  it('a code sent for one new address cannot confirm another', async () => {
    const token = await signUp('mona@example.com');
    expect((await call('PUT', '/api/profile', token, { email: 'mona.a@example.com' })).statusCode).toBe(200);
    const codeForA = await latestCodeFor(t, 'mona.a@example.com');
    // Inside the resend cooldown: refused, and nothing changes.
    const b = await call('PUT', '/api/profile', token, { email: 'mona.b@example.com' });
    expect(b.statusCode).toBe(429);
    expect(b.json().error).toBe('auth:resend_rate_limited');
    const confirmed = await call('POST', '/api/profile/email/verify', token, { code: codeForA });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().profile.email).toBe('mona.a@example.com');
  });

  it('limits email change attempts per user, with a translated 429', async () => {
    const token = await signUp('nora@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await call('PUT', '/api/profile', token, { email: `nora.${i}@example.com` });
      expect(res.statusCode).toBe(200);
      clock.advance(MINUTE + 1000);
    }
    const en = await call('PUT', '/api/profile', token, { email: 'nora.5@example.com' });
    expect(en.statusCode).toBe(429);
    expect(en.json()).toMatchObject({
      error: 'profile:email_change_limited',
      message: 'Too many email change attempts. Please try again later.',
    });
    expect(en.json().retryAfterSeconds).toBeGreaterThan(0);
    const ar = await call('PUT', '/api/profile', token, { email: 'nora.6@example.com' }, 'ar');
    expect(ar.statusCode).toBe(429);
    expect(ar.json().message).toBe('محاولات كثيرة لتغيير البريد الإلكتروني. يُرجى المحاولة لاحقًا.');
    // Nothing changed: the pending address is still the last one accepted.
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'nora@example.com'));
    expect(row?.pendingEmail).toBe('nora.4@example.com');
    // Other profile edits are not limited.
    expect((await call('PUT', '/api/profile', token, { name: 'Nora N.' })).statusCode).toBe(200);
    // An hour later the user may try again.
    clock.advance(60 * MINUTE);
    expect((await call('PUT', '/api/profile', token, { email: 'nora.7@example.com' })).statusCode).toBe(200);
  });
});
