import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers.ts';
import { createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import {
  auditLog,
  consents,
  conversations,
  dataExports,
  invoices,
  messages,
  payments,
  trialAnswers,
  trials,
  trustedDevices,
  uploads,
  users,
} from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { anonymiseUser } from '../identity/users.ts';
import { GUEST_RETENTION_MS } from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('retention', () => {
  const clock = testClock('2026-01-01T00:30:00.000Z');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mustashar-retention-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir },
      deps: { clock: clock.now },
    });
  });
  afterAll(() => t.close());

  /** An upload row with its file on disk. */
  async function upload(owner: { userId?: string; trialId?: string }, name: string, at: Date) {
    const storagePath = `${name.slice(0, 2)}/${name}`;
    mkdirSync(path.join(uploadsDir, name.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(uploadsDir, storagePath), name);
    const [row] = await t.app.db
      .insert(uploads)
      .values({
        userId: owner.userId ?? null,
        trialId: owner.trialId ?? null,
        fileName: `${name}.pdf`,
        mime: 'application/pdf',
        size: name.length,
        sha256: 'b'.repeat(64),
        storagePath,
        createdAt: at,
      })
      .returning();
    return { id: row!.id, file: path.join(uploadsDir, storagePath) };
  }

  async function trialAt(at: Date) {
    const [trial] = await t.app.db
      .insert(trials)
      .values({
        ip: '198.51.100.9',
        mode: 'window',
        startedAt: at,
        endsAt: new Date(at.getTime() + 3_600_000),
        createdAt: at,
      })
      .returning();
    const [answer] = await t.app.db
      .insert(trialAnswers)
      .values({ trialId: trial!.id, digest: `digest-${at.toISOString()}`, createdAt: at })
      .returning();
    return { id: trial!.id, answerId: answer!.id };
  }

  /** A user with one of each record the retention run may touch. */
  async function seedAccount(user: TestUser) {
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ userId: user.id, title: `${user.email} conversation` })
      .returning();
    await t.app.db
      .insert(messages)
      .values({ conversationId: conversation!.id, userId: user.id, sender: 'user', text: 'a question' });
    const file = await upload({ userId: user.id }, `u${user.id.replace(/-/g, '')}`, clock.now());
    await t.app.db
      .insert(consents)
      .values({ userId: user.id, subject: 'marketing', granted: true, createdAt: clock.now() });
    await t.app.db.insert(dataExports).values({ userId: user.id, locale: 'en', createdAt: clock.now() });
    await t.app.db.insert(trustedDevices).values({ userId: user.id, tokenHash: `device-${user.id}` });
    await writeAudit(t.app.db, { userId: user.id, action: 'auth.sign_in', ip: '203.0.113.50' });
    const paymentId = (await subscribe(t, user)).invoice.paymentId;
    return { conversationId: conversation!.id, upload: file, paymentId };
  }

  const count = async (
    table:
      | typeof conversations
      | typeof uploads
      | typeof consents
      | typeof dataExports
      | typeof trustedDevices,
    userId: string,
  ) => (await t.app.db.select().from(table).where(eq(table.userId, userId))).length;

  async function runDaily() {
    await t.app.jobs.enqueueScheduled();
    await t.app.jobs.drain();
  }

  it('deletes guests’ trial messages and uploads older than 30 days, and nothing newer or a subscriber’s', async () => {
    const now = clock.now().getTime();
    const old = new Date(now - GUEST_RETENTION_MS - 60_000);
    const recent = new Date(now - GUEST_RETENTION_MS + 60_000);
    const oldTrial = await trialAt(old);
    const recentTrial = await trialAt(recent);
    const oldGuestUpload = await upload({ trialId: oldTrial.id }, 'gold', old);
    const recentGuestUpload = await upload({ trialId: recentTrial.id }, 'grecent', recent);
    const subscriber = await createUser(t, 'keeps-uploads@example.com');
    const subscriberUpload = await upload({ userId: subscriber.id }, 'sold', old);

    await runDaily();

    const answers = await t.app.db.select({ id: trialAnswers.id }).from(trialAnswers);
    expect(answers.map((a) => a.id)).toEqual([recentTrial.answerId]);
    const left = await t.app.db.select({ id: uploads.id }).from(uploads);
    expect(left.map((u) => u.id).sort()).toEqual([recentGuestUpload.id, subscriberUpload.id].sort());
    expect(existsSync(oldGuestUpload.file)).toBe(false);
    expect(existsSync(recentGuestUpload.file)).toBe(true);
    expect(existsSync(subscriberUpload.file)).toBe(true);
    // The trials themselves stay (counters and the device's trial), their messages gone.
    expect(
      (
        await t.app.db
          .select()
          .from(trials)
          .where(inArray(trials.id, [oldTrial.id, recentTrial.id]))
      ).length,
    ).toBe(2);

    // A day later the recent ones have crossed the line too.
    clock.advance(DAY);
    await runDaily();
    expect(await t.app.db.select().from(trialAnswers)).toEqual([]);
    expect(existsSync(recentGuestUpload.file)).toBe(false);
    expect(existsSync(subscriberUpload.file)).toBe(true);
  });

  it('erases a deleted account’s data, keeps its invoices and payments without the person, and leaves others alone', async () => {
    const gone = await createUser(t, 'gone@example.com', { name: 'Gone Person' });
    const stays = await createUser(t, 'stays@example.com', { name: 'Stays Person' });
    const goneData = await seedAccount(gone);
    const staysData = await seedAccount(stays);
    // What deleting an account does at once (ADR 086): the row is anonymised; the rest waits for the run.
    await anonymiseUser(t.app.db, gone.id, clock.now());

    clock.advance(DAY);
    await runDaily();

    for (const table of [conversations, uploads, consents, dataExports, trustedDevices]) {
      expect(await count(table, gone.id)).toBe(0);
      expect(await count(table, stays.id)).toBe(1);
    }
    expect(existsSync(goneData.upload.file)).toBe(false);
    expect(existsSync(staysData.upload.file)).toBe(true);
    expect(await t.app.db.select().from(messages).where(eq(messages.userId, gone.id))).toEqual([]);

    const [goneInvoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, goneData.paymentId));
    expect(goneInvoice).toMatchObject({ buyerName: '', buyerEmail: '' });
    expect(goneInvoice!.totalCents).toBeGreaterThan(0);
    expect((await t.app.db.select().from(payments).where(eq(payments.id, goneData.paymentId))).length).toBe(
      1,
    );
    const [staysInvoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, staysData.paymentId));
    expect(staysInvoice).toMatchObject({ buyerName: 'Stays Person', buyerEmail: 'stays@example.com' });

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.userId, [gone.id, stays.id]));
    expect(audit.filter((e) => e.userId === gone.id).every((e) => e.ip === null)).toBe(true);
    expect(audit.filter((e) => e.userId === stays.id && e.action === 'auth.sign_in')[0]?.ip).toBe(
      '203.0.113.50',
    );

    const [goneRow] = await t.app.db.select().from(users).where(eq(users.id, gone.id));
    expect(goneRow!.dataPurgedAt?.toISOString()).toBe(clock.now().toISOString());
    const [staysRow] = await t.app.db.select().from(users).where(eq(users.id, stays.id));
    expect(staysRow!.dataPurgedAt).toBeNull();
  });
});
