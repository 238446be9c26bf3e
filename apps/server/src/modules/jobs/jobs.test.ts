import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  createTwoTestApps,
  latestCodeFor,
  outboxFor,
  sameOrigin,
  testClock,
} from '../../../test/helpers.ts';
import { api, createUser } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { jobs } from '../../db/schema.ts';
import type { JobOutcome } from '../../lib/metrics.ts';
import { defineJob, JobError } from './queue.ts';

const Counted = z.object({ n: z.number().int() });

/** A job whose runs are counted by `n` (and by the instance that ran them), so a repeat shows. */
function countingJob(runs: Map<number, string[]>, instance: string, extra: { kind?: string } = {}) {
  return defineJob({
    kind: extra.kind ?? 'test.count',
    payload: Counted,
    async run({ n }) {
      // Gives other runs a turn, so parallel runs interleave.
      await new Promise((resolve) => setImmediate(resolve));
      runs.set(n, [...(runs.get(n) ?? []), instance]);
    },
  });
}

const rowsOf = (app: FastifyInstance, kind: string) =>
  app.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

async function counted(apps: FastifyInstance[], kind: string, outcome: JobOutcome): Promise<number> {
  let sum = 0;
  for (const app of apps) {
    const { values } = await app.metrics.jobs.get();
    sum += values.find((v) => v.labels.kind === kind && v.labels.outcome === outcome)?.value ?? 0;
  }
  return sum;
}

describe('job queue', () => {
  it('runs an enqueued job once, then keeps it done without its payload', async () => {
    const t = await createTestApp();
    try {
      const runs = new Map<number, string[]>();
      const job = countingJob(runs, 'one');
      t.app.jobs.register(job);
      const id = await t.app.jobs.enqueue(job, { n: 1 });
      await t.app.jobs.drain();
      await t.app.jobs.drain();
      expect(runs.get(1)).toEqual(['one']);
      const [row] = await rowsOf(t.app, job.kind);
      expect(row).toMatchObject({
        id,
        status: 'done',
        attempts: 1,
        payload: {},
        lockedBy: null,
        lastError: null,
      });
      expect(await counted([t.app], job.kind, 'done')).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('retries with growing waits, then keeps the job as failed with a safe error', async () => {
    const clock = testClock();
    const t = await createTestApp({ deps: { clock: clock.now } });
    try {
      let calls = 0;
      const job = defineJob({
        kind: 'test.flaky',
        payload: Counted,
        maxAttempts: 3,
        async run() {
          calls += 1;
          throw Object.assign(new Error('could not reach someone@example.com'), { code: 'ECONNREFUSED' });
        },
      });
      t.app.jobs.register(job);
      await t.app.jobs.enqueue(job, { n: 1 });

      const waits: number[] = [];
      for (let attempt = 1; attempt <= 2; attempt++) {
        await t.app.jobs.drain();
        const [row] = await rowsOf(t.app, job.kind);
        expect(row).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'Error:ECONNREFUSED' });
        const wait = row!.runAt.getTime() - clock.now().getTime();
        waits.push(wait);
        // Not due yet: nothing runs before its wait is over.
        await t.app.jobs.drain();
        expect(calls).toBe(attempt);
        clock.advance(wait);
      }
      // Ten seconds doubling, give or take a fifth.
      expect(waits[0]).toBeGreaterThanOrEqual(8_000);
      expect(waits[0]).toBeLessThanOrEqual(12_000);
      expect(waits[1]).toBeGreaterThanOrEqual(16_000);
      expect(waits[1]).toBeLessThanOrEqual(24_000);

      await t.app.jobs.drain();
      const [row] = await rowsOf(t.app, job.kind);
      expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error:ECONNREFUSED' });
      expect(row!.finishedAt).not.toBeNull();
      expect(JSON.stringify(row)).not.toContain('someone@');
      clock.advance(3_600_000);
      await t.app.jobs.drain();
      expect(calls).toBe(3);
      expect(await counted([t.app], job.kind, 'retried')).toBe(2);
      expect(await counted([t.app], job.kind, 'failed')).toBe(1);
      expect(await t.app.jobs.counts()).toContainEqual({ kind: job.kind, status: 'failed', count: 1 });

      // A handler's own reason is kept as given; a bad payload fails at once.
      const refused = defineJob({
        kind: 'test.refused',
        payload: Counted,
        async run() {
          throw new JobError('http_500');
        },
      });
      t.app.jobs.register(refused);
      await t.app.jobs.enqueue(refused, { n: 2 });
      await t.app.jobs.drain();
      expect((await rowsOf(t.app, refused.kind))[0]).toMatchObject({
        status: 'queued',
        lastError: 'http_500',
      });
      await t.app.db
        .insert(jobs)
        .values({ kind: refused.kind, payload: { n: 'x' }, runAt: clock.now(), maxAttempts: 5 });
      await t.app.jobs.drain();
      expect((await rowsOf(t.app, refused.kind))[1]).toMatchObject({
        status: 'failed',
        lastError: 'invalid_payload',
      });
    } finally {
      await t.close();
    }
  });

  it('hands a job whose worker died mid-run to another instance once its lease ran out; it runs once more', async () => {
    const clock = testClock();
    const apps = await createTwoTestApps(() => ({ deps: { clock: clock.now } }));
    try {
      const runs = new Map<number, string[]>();
      const job = { ...countingJob(runs, 'any'), leaseMs: 60_000 };
      apps.first.app.jobs.register(job);
      apps.second.app.jobs.register({ ...job, run: countingJob(runs, 'second').run });
      await apps.first.app.jobs.enqueue(job, { n: 7 });

      // The first instance claims it and dies: its run never happens and nothing records an outcome.
      const abandoned = await apps.first.app.jobs.claim();
      expect(abandoned).toMatchObject({ status: 'running', attempts: 1 });
      await apps.second.app.jobs.drain();
      expect(runs.size).toBe(0);

      clock.advance(60_000);
      await apps.second.app.jobs.drain();
      await apps.first.app.jobs.drain();
      expect(runs.get(7)).toEqual(['second']);
      const [row] = await rowsOf(apps.second.app, job.kind);
      expect(row).toMatchObject({ status: 'done', attempts: 2 });
      expect(await counted([apps.first.app, apps.second.app], job.kind, 'lease_expired')).toBe(1);

      // The late instance cannot overwrite the outcome: its lease is gone.
      await apps.first.app.jobs.run(abandoned!);
      const [after] = await rowsOf(apps.second.app, job.kind);
      expect(after).toMatchObject({ status: 'done', attempts: 2 });
      expect(await counted([apps.first.app, apps.second.app], job.kind, 'done')).toBe(1);
    } finally {
      await apps.close();
    }
  });

  it('runs many jobs on two instances with their workers on, each exactly once', async () => {
    const env = { JOBS_WORKER: 'on', JOBS_POLL_MS: '50', JOBS_CONCURRENCY: '4' };
    const apps = await createTwoTestApps(() => ({ env }));
    try {
      const runs = new Map<number, string[]>();
      const first = countingJob(runs, 'first');
      apps.first.app.jobs.register(first);
      apps.second.app.jobs.register(countingJob(runs, 'second'));
      const total = 200;
      await Promise.all(
        Array.from({ length: total }, (_, n) =>
          (n % 2 ? apps.first : apps.second).app.jobs.enqueue(first, { n }),
        ),
      );
      await vi.waitFor(
        async () => {
          const rows = await rowsOf(apps.first.app, first.kind);
          expect(rows.filter((r) => r.status === 'done')).toHaveLength(total);
        },
        { timeout: 60_000, interval: 50 },
      );
      expect(runs.size).toBe(total);
      for (const [n, by] of runs) expect(by, `job ${n}`).toHaveLength(1);
      const rows = await rowsOf(apps.first.app, first.kind);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      expect(await counted([apps.first.app, apps.second.app], first.kind, 'done')).toBe(total);
    } finally {
      await apps.close();
    }
  });

  it('finishes a running job when its app closes, and a job queued by a closed app on another instance', async () => {
    let instance = 0;
    const apps = await createTwoTestApps(() => ({
      env: { JOBS_WORKER: instance++ === 0 ? 'on' : 'off', JOBS_POLL_MS: '50' },
    }));
    let closed = false;
    try {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const seen: boolean[] = [];
      const slow = defineJob({
        kind: 'test.slow',
        payload: Counted,
        async run() {
          await gate;
          seen.push(closed);
        },
      });
      apps.first.app.jobs.register(slow);
      await apps.first.app.jobs.enqueue(slow, { n: 1 });
      await vi.waitFor(async () => {
        expect((await rowsOf(apps.first.app, slow.kind))[0]?.status).toBe('running');
      });
      // Queued by the first instance, which has no handler for them: they wait in the database.
      const runs = new Map<number, string[]>();
      const later = countingJob(runs, 'second', { kind: 'test.later' });
      for (const n of [1, 2, 3]) await apps.first.app.jobs.enqueue(later, { n });
      const closing = apps.first.app.close().then(() => {
        closed = true;
      });
      release();
      await closing;
      // The close waited for the run: it finished before the app was closed, and was recorded.
      expect(seen).toEqual([false]);
      expect((await rowsOf(apps.second.app, slow.kind))[0]).toMatchObject({ status: 'done', attempts: 1 });

      // Another instance (its worker off here, so the test runs it) finishes what the closed one left queued.
      expect((await rowsOf(apps.second.app, later.kind)).map((r) => r.status)).toEqual([
        'queued',
        'queued',
        'queued',
      ]);
      apps.second.app.jobs.register(later);
      await apps.second.app.jobs.drain();
      expect((await rowsOf(apps.second.app, later.kind)).map((r) => r.status)).toEqual([
        'done',
        'done',
        'done',
      ]);
      expect([...runs.entries()].sort()).toEqual([
        [1, ['second']],
        [2, ['second']],
        [3, ['second']],
      ]);
    } finally {
      await apps.close();
    }
  });

  it('runs the scheduled billing job once per slot across two instances', async () => {
    const clock = testClock('2026-03-01T10:15:00.000Z');
    const apps = await createTwoTestApps(() => ({ deps: { clock: clock.now } }));
    try {
      const all = [apps.first.app, apps.second.app];
      const tick = async () => {
        await Promise.all(all.map((app) => app.jobs.enqueueScheduled()));
        await Promise.all(all.map((app) => app.jobs.enqueueScheduled()));
        await Promise.all(all.map((app) => app.jobs.drain()));
      };
      await tick();
      let rows = await rowsOf(apps.first.app, 'billing.reconcile');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'done',
        attempts: 1,
        uniqueKey: 'billing.reconcile@2026-03-01T10:00:00.000Z',
      });
      expect(await counted(all, 'billing.reconcile', 'done')).toBe(1);

      clock.advance(30 * 60_000);
      await tick();
      expect(await rowsOf(apps.first.app, 'billing.reconcile')).toHaveLength(1);

      clock.advance(30 * 60_000);
      await tick();
      rows = await rowsOf(apps.first.app, 'billing.reconcile');
      expect(rows.map((r) => [r.uniqueKey, r.status])).toEqual([
        ['billing.reconcile@2026-03-01T10:00:00.000Z', 'done'],
        ['billing.reconcile@2026-03-01T11:00:00.000Z', 'done'],
      ]);
      expect(await counted(all, 'billing.reconcile', 'done')).toBe(2);
    } finally {
      await apps.close();
    }
  });

  it('prunes done jobs after a day and keeps failed ones', async () => {
    const clock = testClock();
    const t = await createTestApp({ deps: { clock: clock.now } });
    try {
      const runs = new Map<number, string[]>();
      const job = countingJob(runs, 'one');
      t.app.jobs.register(job);
      await t.app.jobs.enqueue(job, { n: 1 });
      await t.app.jobs.drain();
      await t.app.db
        .insert(jobs)
        .values({ kind: job.kind, payload: {}, runAt: clock.now(), maxAttempts: 1, status: 'failed' });
      clock.advance(23 * 3_600_000);
      expect(await t.app.jobs.prune()).toBe(0);
      clock.advance(2 * 3_600_000);
      expect(await t.app.jobs.prune()).toBe(1);
      expect((await rowsOf(t.app, job.kind)).map((r) => r.status)).toEqual(['failed']);
    } finally {
      await t.close();
    }
  });
});

describe('payment webhooks on the queue', () => {
  it('tries each delivery four times with the waits of before, under one delivery id, then keeps it failed', async () => {
    const clock = testClock();
    const t = await createTestApp({ deps: { clock: clock.now } });
    const sender = t.app.billingWebhooks;
    const original = sender.transport;
    try {
      const deliveries: Record<string, string>[] = [];
      sender.transport = async (_url, _body, headers) => {
        deliveries.push(headers);
        return 503;
      };
      const event = {
        id: 'evt_test',
        type: 'payment.paid',
        createdAt: clock.now().toISOString(),
        payment: {
          id: 'p1',
          orderNumber: 'MS-1',
          transactionNo: null,
          amountCents: 100,
          currency: 'SAR',
          status: 'paid',
          planName: 'hourly',
          invoiceUrl: null,
        },
      };
      await t.app.db.insert(jobs).values({
        kind: 'billing.webhook',
        payload: {
          userId: '00000000-0000-0000-0000-000000000001',
          url: 'https://hooks.example.com/x',
          event,
        },
        runAt: clock.now(),
        maxAttempts: 4,
      });
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        await t.app.jobs.drain();
        const [row] = await rowsOf(t.app, 'billing.webhook');
        expect(row).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'http_503' });
        waits.push(row!.runAt.getTime() - clock.now().getTime());
        clock.advance(waits.at(-1)!);
      }
      await t.app.jobs.drain();
      expect((await rowsOf(t.app, 'billing.webhook'))[0]).toMatchObject({ status: 'failed', attempts: 4 });
      expect(waits.map((wait, i) => wait / sender.retryDelaysMs[i]!).every((r) => r >= 0.8 && r <= 1.2)).toBe(
        true,
      );
      expect(new Set(deliveries.map((h) => h['x-mustashar-delivery']))).toEqual(new Set(['evt_test']));
      // Each attempt is signed when it is sent.
      expect(new Set(deliveries.map((h) => h['x-mustashar-signature'])).size).toBe(4);
    } finally {
      sender.transport = original;
      await t.close();
    }
  });
});

describe('code mails on the queue', () => {
  it('enqueues the same job for any address and keeps no code in clear', async () => {
    const t = await createTestApp();
    try {
      await createUser(t, 'known@example.com');
      await t.app.jobs.drain();
      for (const email of ['known@example.com', 'nobody@example.com']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: sameOrigin,
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
      }
      const queued = await rowsOf(t.app, 'auth.reset_code');
      expect(queued.map((r) => Object.keys(r.payload as object).sort())).toEqual([
        ['email', 'origin'],
        ['email', 'origin'],
      ]);
      const code = await latestCodeFor(t, 'known@example.com');
      expect(await outboxFor(t, 'nobody@example.com')).toEqual([]);
      expect((await rowsOf(t.app, 'auth.reset_code')).map((r) => r.status)).toEqual(['done', 'done']);
      expect(code).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
    }
  });

  it('sends an email change code from a sealed payload, and nothing to a taken address', async () => {
    const t = await createTestApp();
    try {
      const sara = await createUser(t, 'sara@example.com');
      const huda = await createUser(t, 'huda@example.com');
      await createUser(t, 'taken@example.com');
      for (const [user, email] of [
        [sara, 'sara.new@example.com'],
        [huda, 'taken@example.com'],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/profile',
          headers: { ...sameOrigin, authorization: `Bearer ${user.token}` },
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
      }
      const queued = await rowsOf(t.app, 'profile.email_change_code');
      expect(queued).toHaveLength(2);
      const code = await latestCodeFor(t, 'sara.new@example.com');
      for (const row of queued) {
        expect(Object.keys(row.payload as object).sort()).toEqual([
          'codeId',
          'locale',
          'sealedCode',
          'to',
          'userId',
        ]);
        expect(JSON.stringify(row.payload)).not.toContain(code);
      }
      expect(await outboxFor(t, 'taken@example.com')).toEqual([]);
      expect((await rowsOf(t.app, 'profile.email_change_code')).map((r) => r.status)).toEqual([
        'done',
        'done',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the console view of the queue', () => {
  it('shows admins what waits and what failed by kind, without payloads; support and users get 403', async () => {
    const t = await createTestApp();
    try {
      const admin = await consoleUser(t, 'ops@example.com', 'admin');
      const support = await consoleUser(t, 'help@example.com', 'support');
      const user = await createUser(t, 'user@example.com');
      const now = t.app.clock();
      await t.app.db.insert(jobs).values([
        { kind: 'billing.webhook', payload: { url: 'https://secret.example' }, runAt: now, maxAttempts: 4 },
        {
          kind: 'billing.webhook',
          payload: { url: 'https://secret.example' },
          runAt: now,
          maxAttempts: 4,
          attempts: 4,
          status: 'failed',
          lastError: 'http_500',
          finishedAt: now,
        },
      ]);
      const res = await api(t, admin).get('/api/admin/jobs');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.kinds).toContainEqual({ kind: 'billing.webhook', queued: 1, failed: 1 });
      expect(body.kinds).toContainEqual({ kind: 'auth.reset_code', queued: 0, failed: 0 });
      expect(body.latestFailures).toEqual([
        expect.objectContaining({ kind: 'billing.webhook', attempts: 4, lastError: 'http_500' }),
      ]);
      expect(res.body).not.toContain('secret.example');
      expect((await api(t, support).get('/api/admin/jobs')).statusCode).toBe(403);
      expect((await api(t, user).get('/api/admin/jobs')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
