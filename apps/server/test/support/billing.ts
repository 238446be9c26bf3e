import { expect } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import type { TestApp } from '../helpers.ts';

/** Test helpers for billing, team and dashboard: users with sessions, and the sandbox checkout over HTTP. */

export type TestUser = { id: string; email: string; token: string };

/** A verified user with a session straight in the database (the auth module's tests cover signing up). */
export async function createUser(
  t: TestApp,
  email: string,
  options: { locale?: 'ar' | 'en'; role?: 'user' | 'admin' | 'support'; name?: string } = {},
): Promise<TestUser> {
  const now = t.app.clock();
  const [user] = await t.app.db
    .insert(users)
    .values({
      email,
      name: options.name ?? email.split('@')[0] ?? 'user',
      locale: options.locale ?? 'en',
      role: options.role ?? 'user',
      emailVerifiedAt: now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = newToken();
  await t.app.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    // Long enough for tests that move the clock by a year.
    expiresAt: new Date(now.getTime() + 5 * 365 * 24 * 3_600_000),
    createdAt: now,
    lastSeenAt: now,
  });
  return { id: user.id, email, token };
}

export function api(t: TestApp, user: TestUser | null, lang: 'ar' | 'en' = 'en') {
  const headers = {
    'accept-language': lang,
    ...(user ? { authorization: `Bearer ${user.token}` } : {}),
  };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

export async function planId(t: TestApp, name: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/plans' });
  const plan = (res.json().plans as { id: number; name: string }[]).find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

export type Invoice = {
  paymentId: string;
  orderNumber: string;
  transactionNo: string;
  paymentUrl: string;
  amountCents?: number;
};

export async function createInvoice(t: TestApp, user: TestUser, planName: string): Promise<Invoice> {
  const res = await api(t, user).post('/api/billing/paylink/create-invoice', {
    planId: await planId(t, planName),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoice;
}

/** Presses a button on the sandbox page as the browser's form would; returns the redirect target. */
export async function decide(
  t: TestApp,
  invoice: Invoice,
  outcome: 'paid' | 'declined' | 'canceled',
  card = 'visa',
  options: { saveCard?: boolean } = {},
): Promise<URL> {
  const res = await t.app.inject({
    method: 'POST',
    url: new URL(invoice.paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://mustashar.test' },
    payload: new URLSearchParams({
      outcome,
      card,
      ...(options.saveCard ? { save_card: 'on' } : {}),
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location));
}

export function verify(t: TestApp, user: TestUser | null, transactionNo: string, orderNumber: string) {
  const query = new URLSearchParams({ TransactionNo: transactionNo, OrderNumber: orderNumber });
  return api(t, user).get(`/api/billing/paylink/verify-payment?${query}`);
}

/** create invoice → Pay on the sandbox page → verify, as the callback page does. */
export async function subscribe(
  t: TestApp,
  user: TestUser,
  planName = 'trainee-lawyer',
  options: { card?: string; saveCard?: boolean } = {},
) {
  const invoice = await createInvoice(t, user, planName);
  const back = await decide(t, invoice, 'paid', options.card, options);
  const res = await verify(
    t,
    user,
    back.searchParams.get('TransactionNo')!,
    back.searchParams.get('OrderNumber')!,
  );
  expect(res.json().verified, res.body).toBe(true);
  return { invoice, verification: res.json() };
}
