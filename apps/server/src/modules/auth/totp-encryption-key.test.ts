import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestCodeFor,
  logCapture,
  sameOrigin,
  type TestApp,
  testClock,
} from '../../../test/helpers.ts';
import type { AppDeps } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema.ts';
import { seal } from '../../lib/secret-box.ts';
import { hashCode } from '../../lib/tokens.ts';
import { openTotpSecret } from './two-factor-keys.ts';

const SECRET_A = 'session-secret-a-'.padEnd(40, 'a');
const SECRET_B = 'session-secret-b-'.padEnd(40, 'b');
const TOTP_KEY = 'totp-encryption-key-'.padEnd(40, 'k');
const OTHER_TOTP_KEY = 'another-totp-key-'.padEnd(40, 'z');
const password = 'Correct-Horse-9';
const en = { ...sameOrigin, 'accept-language': 'en' };

const clock = testClock();

/**
 * Apps started one after another on one database, as restarts of one deployment with other settings: on
 * PostgreSQL each through a pool of its own, on PGlite sharing the first one's in-memory database.
 */
function deployment() {
  const started: TestApp[] = [];
  let shared: DatabaseHandle | undefined;
  return {
    async start(env: Record<string, string>, deps: AppDeps = {}): Promise<TestApp> {
      const first = started[0];
      if (first) {
        shared ??=
          first.config.database.driver === 'postgres'
            ? await createDatabase(first.config.database)
            : first.app.database;
      }
      const t = await createTestApp({
        env,
        deps: { clock: clock.now, ...deps, ...(shared ? { database: shared } : {}) },
      });
      started.push(t);
      return t;
    },
    async close() {
      for (const t of started.slice(1).reverse()) await t.close();
      if (shared && shared !== started[0]?.app.database) await shared.close();
      await started[0]?.close();
    },
  };
}

const call = (t: TestApp, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...en, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });

type Enrolled = { userId: string; secret: string; totp: OTPAuth.TOTP; recoveryCodes: string[] };

/** Registers, verifies, signs in and turns two-factor on through the API. */
async function enrol(t: TestApp, email: string): Promise<Enrolled> {
  await call(t, 'POST', '/api/auth/register', { name: 'Two Factor', email, password, termsAccepted: true });
  await call(t, 'POST', '/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
  const token = (await call(t, 'POST', '/api/auth/login', { email, password })).json().token as string;
  const setup = await call(t, 'POST', '/api/account/2fa/setup', undefined, token);
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().secret as string;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const enabled = await call(
    t,
    'PUT',
    '/api/account/2fa',
    { enabled: true, code: totp.generate({ timestamp: clock.now().getTime() }) },
    token,
  );
  expect(enabled.statusCode).toBe(200);
  const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, secret, totp, recoveryCodes: enabled.json().recoveryCodes };
}

/** Password, then the second factor: the answer to the second step. */
async function signIn(t: TestApp, email: string, code: string) {
  const first = await call(t, 'POST', '/api/auth/login', { email, password });
  expect(first.json()).toMatchObject({ requiresTwoFactor: true });
  return call(t, 'POST', '/api/auth/login/2fa', { challenge: first.json().challenge, code });
}

/** A fresh time step's code (each step is accepted once). */
function nextCode(enrolled: Enrolled): string {
  clock.advance(31_000);
  return enrolled.totp.generate({ timestamp: clock.now().getTime() });
}

async function stored(t: TestApp, userId: string) {
  const [user] = await t.app.db
    .select({ secret: users.twoFactorSecret, pending: users.twoFactorPendingSecret })
    .from(users)
    .where(eq(users.id, userId));
  const codes = await t.app.db
    .select({ hash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return { secret: user!.secret, pending: user!.pending, hashes: codes.map((row) => row.hash).sort() };
}

/** What the server wrote before TOTP_ENCRYPTION_KEY existed: everything keyed with SESSION_SECRET, unprefixed. */
async function makeLegacy(t: TestApp, enrolled: Enrolled, sessionSecret: string, pending?: string) {
  const recoveryHash = (code: string) =>
    hashCode(sessionSecret, `${enrolled.userId}:recovery`, code.toLowerCase().replace(/[^0-9a-f]/g, ''));
  await t.app.db
    .update(users)
    .set({
      twoFactorSecret: seal(sessionSecret, enrolled.secret),
      twoFactorPendingSecret: pending === undefined ? null : seal(sessionSecret, pending),
    })
    .where(eq(users.id, enrolled.userId));
  await t.app.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, enrolled.userId));
  await t.app.db
    .insert(recoveryCodes)
    .values(
      enrolled.recoveryCodes.map((code) => ({ userId: enrolled.userId, codeHash: recoveryHash(code) })),
    );
}

describe('TOTP_ENCRYPTION_KEY', () => {
  let run = deployment();
  afterEach(async () => {
    await run.close();
    run = deployment();
  });

  it('keeps two-factor working when SESSION_SECRET is rotated', async () => {
    const before = await run.start({ SESSION_SECRET: SECRET_A, TOTP_ENCRYPTION_KEY: TOTP_KEY });
    const email = 'rotate@example.com';
    const enrolled = await enrol(before, email);
    const sealed = await stored(before, enrolled.userId);
    expect(sealed.secret).toMatch(/^v2:/);
    expect(openTotpSecret({ totpKey: TOTP_KEY, sessionSecret: 'unused' }, sealed.secret!)).toBe(
      enrolled.secret,
    );
    expect(sealed.hashes).toHaveLength(10);
    for (const hash of sealed.hashes) expect(hash).toMatch(/^v2:[0-9a-f]{64}$/);

    const after = await run.start({ SESSION_SECRET: SECRET_B, TOTP_ENCRYPTION_KEY: TOTP_KEY });
    // Nothing to re-seal: the values are the ones written before the restart.
    expect(await stored(after, enrolled.userId)).toEqual(sealed);
    const byTotp = await signIn(after, email, nextCode(enrolled));
    expect(byTotp.statusCode).toBe(200);
    expect((await call(after, 'GET', '/api/auth/me', undefined, byTotp.json().token)).statusCode).toBe(200);
    const byRecovery = await signIn(after, email, enrolled.recoveryCodes[3]!);
    expect(byRecovery.statusCode).toBe(200);
    expect((await signIn(after, email, enrolled.recoveryCodes[3]!)).json().error).toBe(
      'auth:invalid_2fa_code',
    );
    expect((await signIn(after, email, '000000')).json().error).toBe('auth:invalid_2fa_code');

    // The key is what matters: another TOTP_ENCRYPTION_KEY opens nothing.
    const wrongKey = await run.start({ SESSION_SECRET: SECRET_B, TOTP_ENCRYPTION_KEY: OTHER_TOTP_KEY });
    expect((await signIn(wrongKey, email, nextCode(enrolled))).json().error).toBe('auth:invalid_2fa_code');
    expect((await signIn(wrongKey, email, enrolled.recoveryCodes[4]!)).json().error).toBe(
      'auth:invalid_2fa_code',
    );
  });

  it('re-seals secrets of an older deployment with the new key at start-up, once', async () => {
    const old = await run.start({ SESSION_SECRET: SECRET_A, TOTP_ENCRYPTION_KEY: TOTP_KEY });
    const email = 'upgrade@example.com';
    const enrolled = await enrol(old, email);
    const pendingSecret = new OTPAuth.Secret({ size: 20 }).base32;
    await makeLegacy(old, enrolled, SECRET_A, pendingSecret);
    const legacy = await stored(old, enrolled.userId);
    expect(legacy.secret).not.toMatch(/^v2:/);
    expect(legacy.hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);

    const logs = logCapture();
    const upgraded = await run.start(
      { SESSION_SECRET: SECRET_A, TOTP_ENCRYPTION_KEY: TOTP_KEY, LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    const resealed = await stored(upgraded, enrolled.userId);
    const newKeyOnly = { totpKey: TOTP_KEY, sessionSecret: 'not-the-old-secret' };
    expect(resealed.secret).toMatch(/^v2:/);
    expect(openTotpSecret(newKeyOnly, resealed.secret!)).toBe(enrolled.secret);
    expect(resealed.pending).toMatch(/^v2:/);
    expect(openTotpSecret(newKeyOnly, resealed.pending!)).toBe(pendingSecret);
    // Recovery codes cannot be re-keyed without the codes: they stay as they were.
    expect(resealed.hashes).toEqual(legacy.hashes);
    const lines = logs.lines.map((line) => JSON.parse(line) as { msg: string; resealed?: number });
    expect(lines.find((line) => line.resealed !== undefined)?.resealed).toBe(2);
    expect(lines.some((line) => /recovery codes made with SESSION_SECRET/.test(line.msg))).toBe(true);

    // Idempotent: a second start changes nothing.
    const again = await run.start({ SESSION_SECRET: SECRET_A, TOTP_ENCRYPTION_KEY: TOTP_KEY });
    expect(await stored(again, enrolled.userId)).toEqual(resealed);

    expect((await signIn(again, email, nextCode(enrolled))).statusCode).toBe(200);
    // An old recovery code still works while SESSION_SECRET is the one that made it.
    expect((await signIn(again, email, enrolled.recoveryCodes[0]!)).statusCode).toBe(200);
    expect((await signIn(again, email, enrolled.recoveryCodes[0]!)).json().error).toBe(
      'auth:invalid_2fa_code',
    );

    // Once SESSION_SECRET is rotated, the authenticator keeps working; the old recovery codes are void.
    const rotated = await run.start({ SESSION_SECRET: SECRET_B, TOTP_ENCRYPTION_KEY: TOTP_KEY });
    expect((await signIn(rotated, email, nextCode(enrolled))).statusCode).toBe(200);
    expect((await signIn(rotated, email, enrolled.recoveryCodes[1]!)).json().error).toBe(
      'auth:invalid_2fa_code',
    );
  });

  it('leaves a secret no key opens alone, and refuses its codes without failing', async () => {
    const old = await run.start({ SESSION_SECRET: SECRET_A, TOTP_ENCRYPTION_KEY: TOTP_KEY });
    const email = 'lost@example.com';
    const enrolled = await enrol(old, email);
    await makeLegacy(old, enrolled, SECRET_A);
    const legacy = await stored(old, enrolled.userId);

    // SESSION_SECRET rotated before the upgrade re-sealed anything.
    const logs = logCapture();
    const rotated = await run.start(
      { SESSION_SECRET: SECRET_B, TOTP_ENCRYPTION_KEY: TOTP_KEY, LOG_LEVEL: 'warn' },
      { logStream: logs.stream },
    );
    expect(await stored(rotated, enrolled.userId)).toEqual(legacy);
    expect(logs.lines.some((line) => /"unreadable":1\b/.test(line))).toBe(true);
    const answer = await signIn(rotated, email, nextCode(enrolled));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('auth:invalid_2fa_code');
  });
});
