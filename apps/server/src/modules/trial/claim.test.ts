import {
  ChatHistoryResponseSchema,
  type ChatReplyFrame,
  COOKIE_NAMES,
  type TrialClaimRequest,
} from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTwoTestApps,
  grantSubscription,
  type TestApp,
  type TwoTestApps,
} from '../../../test/helpers.ts';
import { chatUrl, createUserWithSession, scriptedAnswerer } from '../../../test/support/chat.ts';
import { trialGuest } from '../../../test/support/trial-guest.ts';
import { conversations, messages, trials, users } from '../../db/schema.ts';

type Exchange = TrialClaimRequest['threads'][number]['exchanges'][number];

/** A trial guest that asks over a real socket and then claims its conversations for an account. */
function device(t: TestApp, url: string, ip: string) {
  const guest = trialGuest(t, url, ip);
  return {
    async start() {
      expect((await guest.start()).statusCode).toBe(200);
    },
    /** Asks each question in the trial; returns what the browser keeps of each answer. */
    async ask(...questions: string[]): Promise<Exchange[]> {
      const socket = await guest.connect();
      const kept: Exchange[] = [];
      for (const question of questions) {
        const { frame } = await socket.ask({ message: question, locale: 'en' });
        const reply = frame as ChatReplyFrame;
        expect(reply.type).toBe('reply');
        kept.push({ question, reply: reply.reply, citations: reply.citations ?? [] });
      }
      await socket.close();
      return kept;
    },
    claim(app: TestApp, body: TrialClaimRequest, session?: string) {
      return app.app.inject({
        method: 'POST',
        url: '/api/trial/claim',
        headers: guest.headers(session),
        payload: body,
      });
    },
  };
}

async function conversationsOf(t: TestApp, userId: string) {
  return t.app.db.select().from(conversations).where(eq(conversations.userId, userId));
}

describe('POST /api/trial/claim', () => {
  const answerer = scriptedAnswerer();
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, deps: { answerer } });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("puts the trial's conversation in the history of the account made from it, once", async () => {
    const guest = device(t, url, '203.0.113.41');
    await guest.start();
    const exchanges = await guest.ask('What is annual leave?', 'And sick leave?');
    const sara = await createUserWithSession(t.app.db, 'sara-claim@example.com');

    const res = await guest.claim(t, { threads: [{ assistant: 'labour', exchanges }] }, sara.cookie);
    expect(res.statusCode).toBe(200);
    const { conversationIds } = res.json() as { conversationIds: string[] };
    expect(conversationIds).toHaveLength(1);

    await grantSubscription(t, sara.userId);
    const history = ChatHistoryResponseSchema.parse(
      (await t.app.inject({ url: '/api/chat/history', headers: { cookie: sara.cookie } })).json(),
    );
    const claimed = history.conversations.find((c) => c.id === conversationIds[0]);
    expect(claimed).toMatchObject({ title: 'What is annual leave?', assistant: 'labour' });
    expect(claimed?.messages.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'What is annual leave?'],
      ['bot', 'Answer: What is annual leave?'],
      ['user', 'And sick leave?'],
      ['bot', 'Answer: And sick leave?'],
    ]);
    expect(claimed?.messages[1]?.citations).toEqual(exchanges[0]?.citations);

    // A second claim, even by the same account, stores nothing more.
    const again = await guest.claim(t, { threads: [{ exchanges }] }, sara.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'trial:already_claimed' });
    expect(await conversationsOf(t, sara.userId)).toHaveLength(1);
    const [row] = await t.app.db.select().from(trials).where(eq(trials.claimedBy, sara.userId));
    expect(row?.claimedAt).toBeInstanceOf(Date);
  });

  it("refuses another account on this device once claimed, and another device's account always", async () => {
    const guest = device(t, url, '203.0.113.42');
    await guest.start();
    const exchanges = await guest.ask('Can my employer cut my pay?');
    const body = { threads: [{ exchanges }] };

    // Another device: its own cookies find no trial, whatever the body says.
    const elsewhere = device(t, url, '203.0.113.43');
    const omar = await createUserWithSession(t.app.db, 'omar-claim@example.com');
    const foreign = await elsewhere.claim(t, body, omar.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'trial:not_found' });

    const huda = await createUserWithSession(t.app.db, 'huda-claim@example.com');
    expect((await guest.claim(t, body, huda.cookie)).statusCode).toBe(200);
    const second = await guest.claim(t, body, omar.cookie);
    expect(second.statusCode).toBe(409);
    expect(await conversationsOf(t, omar.userId)).toEqual([]);
    expect(await conversationsOf(t, huda.userId)).toHaveLength(1);
  });

  it('refuses an account that existed before the trial or came long after it (a shared computer)', async () => {
    const earlier = await createUserWithSession(t.app.db, 'earlier-claim@example.com');
    const guest = device(t, url, '203.0.113.44');
    await guest.start();
    const exchanges = await guest.ask('Who pays the notice period?');

    const before = await guest.claim(t, { threads: [{ exchanges }] }, earlier.cookie);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ error: 'trial:claim_forbidden' });

    const later = await createUserWithSession(t.app.db, 'later-claim@example.com');
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() + 3 * 24 * 3_600_000) })
      .where(eq(users.id, later.userId));
    expect((await guest.claim(t, { threads: [{ exchanges }] }, later.cookie)).statusCode).toBe(403);

    // Neither refusal spent the claim.
    const owner = await createUserWithSession(t.app.db, 'owner-claim@example.com');
    expect((await guest.claim(t, { threads: [{ exchanges }] }, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps only the answers the server gave on this trial; none known is a 400 that changes nothing', async () => {
    const guest = device(t, url, '203.0.113.45');
    await guest.start();
    const [real] = await guest.ask('Is a verbal contract valid?');
    const forged: Exchange = {
      question: 'Is a verbal contract valid?',
      reply: 'Yes, always.',
      citations: [],
    };
    const noura = await createUserWithSession(t.app.db, 'noura-claim@example.com');

    const refused = await guest.claim(t, { threads: [{ exchanges: [forged] }] }, noura.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'trial:nothing_to_claim' });
    expect(await conversationsOf(t, noura.userId)).toEqual([]);

    // The real answer counts once: sent twice, and beside a forged thread, one copy is stored.
    const res = await guest.claim(
      t,
      { threads: [{ exchanges: [real!, forged, real!] }, { exchanges: [forged] }] },
      noura.cookie,
    );
    expect(res.statusCode).toBe(200);
    const [conversation] = await conversationsOf(t, noura.userId);
    const stored = await t.app.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation!.id));
    expect(stored.map((m) => m.text).sort()).toEqual([
      'Answer: Is a verbal contract valid?',
      'Is a verbal contract valid?',
    ]);
  });

  it('needs a signed-in account', async () => {
    const guest = device(t, url, '203.0.113.46');
    await guest.start();
    const exchanges = await guest.ask('What is a probation period?');
    expect((await guest.claim(t, { threads: [{ exchanges }] })).statusCode).toBe(401);
    expect(
      (await guest.claim(t, { threads: [{ exchanges }] }, `${COOKIE_NAMES.session}=not-a-session`))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/trial/claim on two instances at once', () => {
  let apps: TwoTestApps;
  beforeAll(async () => {
    apps = await createTwoTestApps(() => ({
      env: { TRUST_PROXY: 'true' },
      deps: { answerer: scriptedAnswerer() },
    }));
  });
  afterAll(() => apps?.close());

  it('parallel claims by two accounts: one takes the conversation, the other is refused', async () => {
    const { first, second } = apps;
    const url = await chatUrl(first.app);
    const guest = device(first, url, '203.0.113.47');
    await guest.start();
    const exchanges = await guest.ask('How long is maternity leave?');
    const a = await createUserWithSession(first.app.db, 'race-a@example.com');
    const b = await createUserWithSession(first.app.db, 'race-b@example.com');
    const body = { threads: [{ exchanges }] };

    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => guest.claim(i % 2 ? second : first, body, (i % 2 ? b : a).cookie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const stored = [...(await conversationsOf(first, a.userId)), ...(await conversationsOf(first, b.userId))];
    expect(stored).toHaveLength(1);
  });
});
