import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe } from '../../../test/support/billing.ts';
import { contactMessages } from '../../db/schema.ts';

const message = {
  name: 'Faisal',
  email: 'faisal@example.com',
  subject: 'Contract question',
  message: 'Could you help me understand my employment contract?',
  locale: 'en',
};

describe('priority support for subscribers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@mustashar.test' } });
  });
  afterAll(() => t.close());

  it('marks a subscriber’s message priority in the subject and body, and tells them the reply window', async () => {
    const user = await createUser(t, 'subscriber@example.com');
    await subscribe(t, user, 'hourly');
    const res = await api(t, user).post('/api/contact', message);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      "Thanks — as a subscriber, your message has priority. We'll reply within about 24 hours, Sunday to Thursday, 9 AM to 5 PM Saudi time.",
    );
    const ar = await api(t, user, 'ar').post('/api/contact', { ...message, locale: 'ar' });
    expect(ar.json().message).toContain('ذات أولوية');
    const [mail] = await outboxFor(t, 'help@mustashar.test');
    expect(mail?.subject).toBe('[Priority] [Contact] Contract question');
    expect(mail?.text).toMatch(/^PRIORITY: subscriber \(account subscriber@example\.com\)/);
    expect(mail?.html).toContain('PRIORITY: subscriber');
    // Kept on the row too, so the console's inbox lists it first.
    const rows = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email));
    expect(rows.map((row) => row.priority)).toEqual([true, true]);
  });

  it('leaves guests and users without a subscription in the normal queue', async () => {
    const plain = await createUser(t, 'plain@example.com');
    const signedIn = await api(t, plain).post('/api/contact', message);
    expect(signedIn.json().message).toBe("Thanks — we'll reply within about 24 hours.");
    const guest = await api(t, null).post('/api/contact', message);
    expect(guest.json().message).toBe("Thanks — we'll reply within about 24 hours.");
    const mails = await outboxFor(t, 'help@mustashar.test');
    const rows = await t.app.db.select().from(contactMessages).where(eq(contactMessages.priority, false));
    expect(rows).toHaveLength(2);
    expect(mails[0]?.subject).toBe('[Contact] Contract question');
    expect(mails[1]?.subject).toBe('[Contact] Contract question');
  });
});
