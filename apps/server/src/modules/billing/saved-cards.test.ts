import { PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers.ts';
import { api, createInvoice, createUser, decide, verify } from '../../../test/support/billing.ts';
import { savedCards } from '../../db/schema.ts';

describe('saved cards (GET, POST …/default, DELETE /api/billing/methods)', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('keeps only cards saved with consent, never their number, and lets the owner choose and remove', async () => {
    const user = await createUser(t, 'wallet@example.com');
    const other = await createUser(t, 'other@example.com');
    for (const card of ['mada', 'mastercard', 'visa'] as const) {
      const invoice = await createInvoice(t, user, 'hourly');
      await decide(t, invoice, 'paid', card, { saveCard: card !== 'visa' });
      await verify(t, user, invoice.transactionNo, invoice.orderNumber);
      clock.advance(60_000);
    }
    const list = async () =>
      PaymentMethodsResponseSchema.parse((await api(t, user).get('/api/billing/methods')).json()).methods;
    let methods = await list();
    expect(methods.map((m) => [m.brand, m.last4, m.is_default])).toEqual([
      ['mastercard', '5454', true],
      ['mada', '4464', false],
    ]);
    // The token stays on the server.
    expect(JSON.stringify(methods)).not.toContain('sbxtok_');
    const rows = await t.app.db.select().from(savedCards).where(eq(savedCards.userId, user.id));
    expect(rows.every((r) => r.token.startsWith('sbxtok_'))).toBe(true);

    const mada = methods[1]!.id;
    const chosen = await api(t, user, 'ar').post(`/api/billing/methods/${mada}/default`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      chosen.json().methods.map((m: { last4: string; is_default: boolean }) => [m.last4, m.is_default]),
    ).toEqual([
      ['4464', true],
      ['5454', false],
    ]);

    // Somebody else's card is not found, and stays.
    const foreign = await api(t, other).delete(`/api/billing/methods/${mada}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('billing:card_not_found');
    expect((await api(t, other).post(`/api/billing/methods/${mada}/default`)).statusCode).toBe(404);
    expect(await list()).toHaveLength(2);
    expect((await api(t, user).delete('/api/billing/methods/not-a-uuid')).statusCode).toBe(400);

    // Removing the default makes the remaining card the default.
    const removed = await api(t, user).delete(`/api/billing/methods/${mada}`);
    expect(removed.statusCode, removed.body).toBe(200);
    methods = await list();
    expect(methods.map((m) => [m.last4, m.is_default])).toEqual([['5454', true]]);
    expect((await api(t, user).delete(`/api/billing/methods/${methods[0]!.id}`)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await api(t, null).get('/api/billing/methods')).statusCode).toBe(401);
  });
});
