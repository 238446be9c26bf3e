import { ConsentRecordSchema, POLICY_VERSIONS } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestCodeFor, sameOrigin, type TestApp, testClock } from '../../../test/helpers.ts';
import { api, createUser, type TestUser } from '../../../test/support/billing.ts';
import { consents } from '../../db/schema.ts';

const MINUTE = 60_000;

describe('the consent record', () => {
  const clock = testClock('2026-12-01T08:00:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: clock.now } });
  });
  afterAll(() => t.close());

  const record = async (user: TestUser) => {
    const res = await api(t, user).get('/api/account/consents');
    expect(res.statusCode, res.body).toBe(200);
    return ConsentRecordSchema.parse(res.json());
  };

  it('registering records the terms and privacy policy in force and the marketing choice, with the time', async () => {
    const email = 'noura@example.com';
    const headers = { ...sameOrigin, 'accept-language': 'en' };
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { name: 'Noura', email, password: 'a-long-password', termsAccepted: true, marketing: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers,
      payload: { email, code: await latestCodeFor(t, email) },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email, password: 'a-long-password' },
    });
    const noura = { id: '', email, token: login.json().token as string };
    const consent = await record(noura);
    expect(consent.pending).toEqual([]);
    expect(consent.current).toEqual(POLICY_VERSIONS);
    const at = clock.now().toISOString();
    expect(consent.record).toEqual(
      expect.arrayContaining([
        { subject: 'terms', version: POLICY_VERSIONS.terms, granted: true, at },
        { subject: 'privacy', version: POLICY_VERSIONS.privacy, granted: true, at },
        { subject: 'marketing', version: null, granted: true, at },
      ]),
    );
    expect(consent.record).toHaveLength(3);

    // Turning marketing off in settings is a new decision, on top of the old one.
    clock.advance(MINUTE);
    const off = await api(t, noura).put('/api/account/privacy', { emailMarketing: false });
    expect(off.statusCode).toBe(200);
    // Saving other settings changes no consent.
    await api(t, noura).put('/api/account/privacy', { shareAnalytics: false });
    const after = await record(noura);
    expect(after.record).toHaveLength(4);
    expect(after.record[0]).toEqual({
      subject: 'marketing',
      version: null,
      granted: false,
      at: clock.now().toISOString(),
    });
  });

  it('asks again when a policy’s version in force is not the one accepted, and records the new acceptance', async () => {
    const user = await createUser(t, 'old@example.com');
    // An account with no record at all is asked too.
    expect((await record(user)).pending).toEqual(['terms', 'privacy']);
    await t.app.db.insert(consents).values([
      {
        userId: user.id,
        subject: 'terms',
        version: POLICY_VERSIONS.terms,
        granted: true,
        createdAt: clock.now(),
      },
      { userId: user.id, subject: 'privacy', version: '2025-01-01', granted: true, createdAt: clock.now() },
    ]);
    expect((await record(user)).pending).toEqual(['privacy']);

    const stale = await api(t, user, 'ar').put('/api/account/consents', {
      accept: [{ subject: 'privacy', version: '2025-01-01' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('data:policy_version_outdated');
    expect(stale.json().message).toMatch(/تغيّرت هذه السياسة/);

    clock.advance(MINUTE);
    const accepted = await api(t, user).put('/api/account/consents', {
      accept: [{ subject: 'privacy', version: POLICY_VERSIONS.privacy }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().pending).toEqual([]);
    expect(accepted.json().record[0]).toEqual({
      subject: 'privacy',
      version: POLICY_VERSIONS.privacy,
      granted: true,
      at: clock.now().toISOString(),
    });
  });

  it('records the cookie choice when it changes, not every time it is reported', async () => {
    const user = await createUser(t, 'cookies@example.com');
    for (const choice of [true, true, false, false, true])
      expect((await api(t, user).put('/api/account/consents', { cookies: choice })).statusCode).toBe(200);
    const cookies = (await record(user)).record.filter((entry) => entry.subject === 'cookies');
    expect(cookies.map((entry) => entry.granted)).toEqual([true, false, true]);
  });

  it('is for the signed-in user only', async () => {
    expect((await api(t, null).get('/api/account/consents')).statusCode).toBe(401);
    expect((await api(t, null).put('/api/account/consents', { cookies: true })).statusCode).toBe(401);
  });
});
