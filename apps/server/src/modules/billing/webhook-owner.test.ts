import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';

/** Payment webhooks belong to the account's owner, not to the members seated on their team. */
describe('webhook settings are for the owner only', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, 'firm-owner@example.com', { name: 'Reem' });
    member = await createUser(t, 'firm-member@example.com', { name: 'Sami' });
    await subscribe(t, owner, 'practicing-lawyer');
    const invited = await api(t, owner).post('/api/team/invite', { email: 'firm-member@example.com' });
    expect(invited.statusCode).toBe(200);
    const [mail] = await outboxFor(t, 'firm-member@example.com');
    const token = decodeURIComponent(mail!.text.match(/\/team\/accept\?token=(\S+)/)![1]!);
    expect((await api(t, member).post('/api/team/accept', { token })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('gives the owner the signing secret and hides it from a member', async () => {
    const mine = (await api(t, owner).get('/api/billing/notifications')).json();
    expect(mine.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const theirs = await api(t, member).get('/api/billing/notifications');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().webhookSecret).toBeNull();
  });

  it('refuses a webhook address from a member, in their language, but saves their e-mail choices', async () => {
    const en = await api(t, member).put('/api/billing/notifications', {
      webhookUrl: 'https://hooks.example.com/x',
    });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      error: 'billing:owner_only',
      message: "Only the account's owner manages developer settings, not the members of their team.",
    });
    const ar = await api(t, member, 'ar').put('/api/billing/notifications', { webhookUrl: null });
    expect(ar.statusCode).toBe(403);
    expect(ar.json().message).toContain('مالك الحساب');

    const emails = await api(t, member).put('/api/billing/notifications', { emailInvoices: false });
    expect(emails.statusCode).toBe(200);
    expect(emails.json()).toMatchObject({ emailInvoices: false, webhookUrl: null, webhookSecret: null });
  });
});
