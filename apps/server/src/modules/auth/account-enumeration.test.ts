import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';

/**
 * Whether an address has an account must not show in the answers or their timing. Timings are not measured (they
 * flake on a busy machine); the mechanism is: the forms that email a code answer before any email is sent, for
 * every address, so the answer cannot wait on work that only an account causes.
 */

/** A mailer that can be made to hang until released, as a slow SMTP server would. */
function gatedMailer() {
  const sent: MailMessage[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  let onSend = () => {};
  const mailer: Mailer = {
    transport: 'smtp',
    async send(message) {
      sent.push(message);
      onSend();
      if (gate) await gate;
    },
    async close() {},
  };
  return {
    mailer,
    sent,
    block() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open();
      gate = null;
    },
    /** Resolves once `count` emails have reached the mailer. */
    reached(count: number) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (sent.length >= count) resolve();
        };
        onSend = check;
        check();
      });
    },
  };
}

const en = { ...sameOrigin, 'accept-language': 'en' };
const password = 'Owner-Password-1';
const DEADLINE_MS = 10_000;

describe('forgot-password, unlock and login do not tell which addresses have accounts', () => {
  const mail = gatedMailer();
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer: mail.mailer } });
  });
  afterAll(async () => {
    mail.release();
    await t?.close();
  });

  const post = (url: string, payload: object) => {
    ip += 1;
    return t.app.inject({ method: 'POST', url, payload, headers: en, remoteAddress: `192.0.2.${ip}` });
  };
  /** The answer, or 'no answer' when none came before the deadline (the request waits on the blocked mailer). */
  const answerWithin = async (request: ReturnType<typeof post>) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'no answer'>((resolve) => {
      timer = setTimeout(() => resolve('no answer'), DEADLINE_MS);
    });
    const outcome = await Promise.race([request, late]);
    clearTimeout(timer);
    return outcome;
  };

  const owner = 'enum-owner@example.com';
  beforeAll(async () => {
    const reg = await post('/api/auth/register', {
      name: 'Owner',
      email: owner,
      password,
      termsAccepted: true,
      marketing: false,
    });
    expect(reg.statusCode).toBe(201);
    await t.app.jobs.drain();
    const code = mail.sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    expect((await post('/api/auth/verify-email', { email: owner, code })).statusCode).toBe(200);
  });

  for (const [form, url] of [
    ['forgot-password', '/api/auth/forgot-password'],
    ['unlock', '/api/auth/login/unlock'],
  ] as const) {
    it(`${form} answers an account's address while its email is still stuck in the mailer`, async () => {
      const before = mail.sent.length;
      mail.block();
      const known = await answerWithin(post(url, { email: owner }));
      const unknown = await answerWithin(post(url, { email: `nobody-${form}@example.com` }));
      expect(known).not.toBe('no answer');
      expect(unknown).not.toBe('no answer');
      if (known === 'no answer' || unknown === 'no answer') return;
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      // The owner's email is sent after the answer, by the job queue: it reaches the mailer and hangs there.
      const running = t.app.jobs.drain();
      await mail.reached(before + 1);
      expect(mail.sent.slice(before).map((m) => m.to)).toEqual([owner]);
      mail.release();
      await running;
      expect(mail.sent.length).toBe(before + 1);
    });
  }

  it('a failed login writes the same rows for an unknown address as for an account', async () => {
    const known = await post('/api/auth/login', { email: owner, password: 'Wrong-Password-9' });
    const unknown = await post('/api/auth/login', { email: 'nobody-login@example.com', password: 'Wrong-9' });
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
    const failures = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), isNull(auditLog.userId)));
    expect(failures).toHaveLength(1);
  });
});
