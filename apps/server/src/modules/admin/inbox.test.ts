import { InboxErrorCode } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  outboxFor,
  type TestApp,
  testClock,
  useTestApp,
  useTwoTestApps,
} from '../../../test/helpers.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { api, createUser, subscribe } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { auditLog, contactMessages, contactReplies } from '../../db/schema.ts';

let address = 0;
/** A visitor's message through the contact form, from an address of its own (the form allows 5 per address). */
async function send(
  t: TestApp,
  fields: Partial<{
    name: string;
    email: string;
    subject: string;
    message: string;
    locale: 'ar' | 'en';
  }> = {},
  token?: string,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `203.0.113.${1 + (address++ % 250)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      name: 'Noura',
      email: 'noura@example.com',
      subject: 'About my lease',
      message: 'My landlord wants to raise the rent mid-contract. Is that allowed?',
      locale: 'en',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.app.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .orderBy(contactMessages.id)
    .then((rows) => rows.slice(-1));
  return row!.id;
}

const receivedAt = (t: TestApp, id: number, at: string) =>
  t.app.db
    .update(contactMessages)
    .set({ createdAt: new Date(at) })
    .where(eq(contactMessages.id, id));

describe('console: the support inbox list', () => {
  // Tuesday 2026-12-08 12:00 in Riyadh.
  const clock = testClock('2026-12-08T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('puts subscribers first, then the soonest due; shows the due time and marks overdue new messages', async () => {
    const support = await consoleUser(t, 'support-list@example.com', 'support');
    const subscriber = await createUser(t, 'subscriber-inbox@example.com');
    await subscribe(t, subscriber, 'hourly');
    const old = await send(t, { subject: 'Old one', locale: 'ar' });
    const fresh = await send(t, { subject: 'Fresh one' });
    const paid = await send(t, { subject: 'From a subscriber', email: subscriber.email }, subscriber.token);
    // Sunday 10:00 Riyadh → due Monday 10:00 (overdue by Tuesday noon); Tuesday 11:00 → due Wednesday 11:00.
    await receivedAt(t, old, '2026-12-06T07:00:00.000Z');
    await receivedAt(t, fresh, '2026-12-08T08:00:00.000Z');
    await receivedAt(t, paid, '2026-12-08T08:30:00.000Z');

    const res = await api(t, support).get('/api/admin/inbox');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'From a subscriber',
      'Old one',
      'Fresh one',
    ]);
    expect(body.messages[0]).toMatchObject({ priority: true, status: 'new', overdue: false });
    expect(body.messages[1]).toMatchObject({
      priority: false,
      locale: 'ar',
      name: 'Noura',
      email: 'noura@example.com',
      receivedAt: '2026-12-06T07:00:00.000Z',
      dueAt: '2026-12-07T07:00:00.000Z',
      overdue: true,
    });
    expect(body.messages[2]).toMatchObject({ dueAt: '2026-12-09T08:00:00.000Z', overdue: false });
    expect((await api(t, support).get('/api/admin/inbox/summary')).json()).toEqual({ new: 3 });

    // Filter and page.
    await api(t, support).post(`/api/admin/inbox/${old}/status`, { action: 'close' });
    const closed = (await api(t, support).get('/api/admin/inbox?status=closed')).json();
    expect(closed.messages.map((m: { id: number }) => m.id)).toEqual([old]);
    expect(closed.messages[0].overdue).toBe(false);
    expect((await api(t, support).get('/api/admin/inbox?status=new')).json().total).toBe(2);
    expect((await api(t, support).get('/api/admin/inbox?page=2')).json().messages).toEqual([]);
    expect((await api(t, support).get('/api/admin/inbox/summary')).json()).toEqual({ new: 2 });
    const bad = await api(t, support).get('/api/admin/inbox?status=archived');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses users without a console role', async () => {
    const plain = await createUser(t, 'plain-inbox@example.com');
    const res = await api(t, plain).get('/api/admin/inbox');
    expect(res.statusCode).toBe(403);
    expect((await api(t, null).get('/api/admin/inbox/summary')).statusCode).toBe(401);
  });
});

describe('console: a message, its replies, close and reopen', () => {
  const t = useTestApp({ env: { SUPPORT_EMAIL: 'help@mustashar.test' } });

  it('shows the sender’s account, emails the reply in the message’s language and keeps the thread', async () => {
    const admin = await consoleUser(t, 'admin-inbox@example.com', 'admin');
    const support = await consoleUser(t, 'support-inbox@example.com', 'support');
    const customer = await createUser(t, 'Layla@Example.com', { name: 'Layla' });
    const id = await send(t, {
      name: 'Layla',
      email: 'layla@example.com',
      subject: 'عقد العمل',
      message: 'هل يحق لصاحب العمل تغيير ساعات الدوام دون موافقتي؟',
      locale: 'ar',
    });

    const first = (await api(t, support).get(`/api/admin/inbox/${id}`)).json();
    expect(first.message).toMatchObject({ id, subject: 'عقد العمل', status: 'new', locale: 'ar' });
    expect(first.message.body).toContain('ساعات الدوام');
    // The address matches whatever its case.
    expect(first.account).toMatchObject({ id: customer.id, name: 'Layla' });
    expect(first.replies).toEqual([]);

    const reply = await api(t, support, 'ar').post(`/api/admin/inbox/${id}/replies`, {
      text: '  مرحبًا ليلى،\nلا، يلزم موافقتك.  ',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ status: 'replied' });
    const [mail] = await outboxFor(t, 'layla@example.com');
    expect(mail?.subject).toBe('Re: عقد العمل');
    expect(mail?.text).toContain('مرحبًا ليلى،\nلا، يلزم موافقتك.');
    expect(mail?.text).toContain('فريق الدعم في مستشار');
    expect(mail?.text).toContain('> هل يحق لصاحب العمل');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(mail?.html).toContain('data-brand="header"');
    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.status).toBe('replied');

    // An admin may reply too; the thread lists both, oldest first, with who replied.
    expect(
      (await api(t, admin).post(`/api/admin/inbox/${id}/replies`, { text: 'Follow-up.' })).statusCode,
    ).toBe(200);
    const thread = (await api(t, admin).get(`/api/admin/inbox/${id}`)).json();
    expect(thread.replies.map((r: { body: string; authorEmail: string }) => [r.body, r.authorEmail])).toEqual(
      [
        ['مرحبًا ليلى،\nلا، يلزم موافقتك.', 'support-inbox@example.com'],
        ['Follow-up.', 'admin-inbox@example.com'],
      ],
    );

    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.contact_reply'));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      userId: support.id,
      detail: {
        messageId: id,
        targetUserId: customer.id,
        before: { status: 'new' },
        after: { status: 'replied' },
      },
    });
    // What was written stays out of the audit log.
    expect(JSON.stringify(audits)).not.toMatch(/موافقتك|Follow-up|ساعات/);

    // Close, then reopen: back to replied, since it was answered.
    const close = await api(t, support).post(`/api/admin/inbox/${id}/status`, { action: 'close' });
    expect(close.json()).toEqual({ status: 'closed' });
    const reopen = await api(t, support).post(`/api/admin/inbox/${id}/status`, { action: 'reopen' });
    expect(reopen.json()).toEqual({ status: 'replied' });
    const statusAudits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.contact_status'));
    expect(statusAudits.map((a) => a.detail)).toEqual([
      { messageId: id, action: 'close', before: { status: 'replied' }, after: { status: 'closed' } },
      { messageId: id, action: 'reopen', before: { status: 'closed' }, after: { status: 'replied' } },
    ]);
  });

  it('reopens an unanswered message as new, and links no account when none has the address', async () => {
    const support = await consoleUser(t, 'support-reopen@example.com', 'support');
    const id = await send(t, { email: 'stranger@example.com' });
    expect((await api(t, support).get(`/api/admin/inbox/${id}`)).json().account).toBeNull();
    await api(t, support).post(`/api/admin/inbox/${id}/status`, { action: 'close' });
    const reopened = await api(t, support).post(`/api/admin/inbox/${id}/status`, { action: 'reopen' });
    expect(reopened.json()).toEqual({ status: 'new' });
  });

  it('refuses an empty or too long reply and an unknown message, changing nothing', async () => {
    const support = await consoleUser(t, 'support-invalid@example.com', 'support');
    const id = await send(t, { email: 'invalid-check@example.com' });
    for (const text of ['   ', 'x'.repeat(5001)]) {
      const res = await api(t, support, 'ar').post(`/api/admin/inbox/${id}/replies`, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('http:bad_request');
    }
    expect(
      (await api(t, support).post(`/api/admin/inbox/${id}/replies`, { text: 'x'.repeat(5000) })).statusCode,
    ).toBe(200);
    const missing = await api(t, support, 'ar').post('/api/admin/inbox/999999/replies', { text: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: InboxErrorCode.messageNotFound,
      message: 'لا توجد رسالة بهذا الرقم.',
    });
    expect((await api(t, support).get('/api/admin/inbox/999999')).statusCode).toBe(404);
    expect((await api(t, support).get('/api/admin/inbox/abc')).statusCode).toBe(400);
    expect(
      (await api(t, support).post(`/api/admin/inbox/${id}/status`, { action: 'archive' })).statusCode,
    ).toBe(400);
    const replies = await t.app.db.select().from(contactReplies).where(eq(contactReplies.messageId, id));
    expect(replies).toHaveLength(1);
    expect(await outboxFor(t, 'invalid-check@example.com')).toHaveLength(1);
  });
});

describe('console: two replies at once on two instances', () => {
  const apps = useTwoTestApps();

  it('stores both, emails both, and the message ends replied', async () => {
    const { first, second } = apps;
    const a = await consoleUser(first, 'support-a@example.com', 'support');
    const b = await consoleUser(first, 'support-b@example.com', 'admin');
    const id = await send(first, { email: 'parallel@example.com', subject: 'Parallel' });
    const [one, two] = await Promise.all([
      api(first, a).post(`/api/admin/inbox/${id}/replies`, { text: 'From A' }),
      api(second, b).post(`/api/admin/inbox/${id}/replies`, { text: 'From B' }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const replies = await first.app.db.select().from(contactReplies).where(eq(contactReplies.messageId, id));
    expect(replies.map((r) => r.body).sort()).toEqual(['From A', 'From B']);
    const [row] = await first.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.status).toBe('replied');
    const mails = [
      ...(await outboxFor(first, 'parallel@example.com')),
      ...(await outboxFor(second, 'parallel@example.com')),
    ];
    expect(new Set(mails.filter((m) => m.subject === 'Re: Parallel').map((m) => m.text)).size).toBe(2);
    const audits = await first.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.contact_reply'));
    expect(audits).toHaveLength(2);
  });
});

describe('console: a reply over SMTP', () => {
  let smtp: SmtpCatcher;
  let received: ParsedMail[];
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    received = smtp.received;
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@mustashar.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends it to the sender, reply-to support, in English for an English message', async () => {
    const support = await consoleUser(t, 'support-smtp@example.com', 'support');
    const id = await send(t, { email: 'smtp-sender@example.com', subject: 'Refund question' });
    received.length = 0;
    const res = await api(t, support).post(`/api/admin/inbox/${id}/replies`, { text: 'Hello Noura,\nYes.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('Re: Refund question');
    expect(mail.replyTo?.value[0]?.address).toBe('help@mustashar.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      'smtp-sender@example.com',
    );
    expect(mail.text).toContain('Mustashar support');
    expect(mail.html).toContain('lang="en" dir="ltr"');
  });
});
