import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, asc, count, desc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobOutcome, Metrics } from '../../lib/metrics.ts';

/**
 * A queue of background work in the database (ADR 094). Every instance may enqueue; instances whose worker is on
 * claim due jobs one at a time with `FOR UPDATE SKIP LOCKED`, so a job is run by one of them, and hold it under a
 * lease: a job whose lease ran out (its instance died mid-run) is taken over by another. Runs are at least once,
 * so handlers must be idempotent or say what a repeat costs.
 */

export type JobRow = typeof jobs.$inferSelect;

export type JobContext = {
  /** This run's number, from 1. */
  attempt: number;
  /** No retry follows if this run fails. */
  final: boolean;
  log: FastifyBaseLogger;
};

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** A fixed word naming the work (also a metrics label). */
  kind: string;
  payload: S;
  run(payload: z.output<S>, context: JobContext): Promise<void>;
  /** Runs in all, the first included (default 5). */
  maxAttempts?: number;
  /** The wait before run `attempt + 1` after run `attempt` failed (default: exponential with jitter). */
  backoffMs?: (attempt: number) => number;
  /** How long a run may take before another instance may take the job over (default 5 minutes). */
  leaseMs?: number;
};

/** Typed by its payload schema, so an enqueue with the wrong payload does not compile. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/**
 * A failure whose reason is safe to keep and show (a word or code the handler chose). Any other error is kept as
 * its name and code only, as its message may carry an address or a remote server's words.
 */
export class JobError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'JobError';
  }
}

const SAFE_WORD = /^[A-Za-z0-9_.:-]{1,60}$/;

/** What `last_error` may hold: never a message, an address or a body. */
export function safeErrorText(err: unknown): string {
  if (err instanceof JobError) return SAFE_WORD.test(err.reason) ? err.reason : 'job_error';
  if (!(err instanceof Error)) return 'unknown';
  const name = SAFE_WORD.test(err.name) ? err.name : 'Error';
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && SAFE_WORD.test(code) ? `${name}:${code}` : name;
}

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;

/** Exponential from `baseMs`, capped, with up to a fifth either way of jitter so failed jobs do not retry in step. */
export function exponentialBackoff(baseMs = 10 * SECOND, capMs = HOUR) {
  return (attempt: number) => withJitter(Math.min(capMs, baseMs * 2 ** (attempt - 1)));
}

export function withJitter(ms: number): number {
  return Math.round(ms * (0.8 + Math.random() * 0.4));
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_MS = 5 * 60 * SECOND;
/** Done jobs are kept this long (to look into), then deleted; failed ones stay until an operator clears them. */
export const KEEP_DONE_MS = 24 * HOUR;
const PRUNE_EVERY_MS = HOUR;

type Schedule = { definition: JobDefinition; everyMs: number; lastSlot: number | null };

export type EnqueueOptions = {
  /** When to run first (default now). */
  runAt?: Date;
  /** A second enqueue with the same key (while the first is kept) does nothing. */
  uniqueKey?: string;
  /** Enqueue inside a caller's transaction: the job exists only if it commits. */
  executor?: Executor;
};

export type WorkerOptions = { pollMs: number; concurrency: number };

export class JobQueue {
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #schedules: Schedule[] = [];
  /** Runs in flight on this instance. */
  readonly #running = new Set<Promise<void>>();
  readonly #wakers = new Set<() => void>();
  #lanes: Promise<void>[] = [];
  #stopping = false;
  #lastPrune = 0;
  /** Names this instance in `locked_by` (with a fresh suffix per claim). */
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; metrics: Metrics }) {
    deps.metrics.watchJobs(
      () => this.kinds,
      () => this.counts(),
    );
  }

  get kinds(): string[] {
    return [...this.#definitions.keys()];
  }

  register<S extends z.ZodType>(definition: JobDefinition<S>): void {
    if (this.#definitions.has(definition.kind))
      throw new Error(`job kind ${definition.kind} registered twice`);
    this.#definitions.set(definition.kind, definition as unknown as JobDefinition);
  }

  /** Enqueues a run of `definition` every `everyMs` (by the clock's slots), once across all instances. */
  schedule<S extends z.ZodType>(definition: JobDefinition<S>, everyMs: number): void {
    if (!this.#definitions.has(definition.kind)) this.register(definition);
    this.#schedules.push({ definition: definition as unknown as JobDefinition, everyMs, lastSlot: null });
  }

  async enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<number | null> {
    const now = this.deps.clock();
    const [row] = await (options.executor ?? this.deps.db)
      .insert(jobs)
      .values({
        kind: definition.kind,
        payload: definition.payload.parse(payload) as unknown,
        runAt: options.runAt ?? now,
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        uniqueKey: options.uniqueKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    // Inside a caller's transaction the row is not visible yet; the poll finds it after the commit.
    if (row && !options.executor) this.#wake();
    return row?.id ?? null;
  }

  /** Enqueues each schedule's current slot (a no-op where another instance already did). */
  async enqueueScheduled(): Promise<void> {
    const now = this.deps.clock().getTime();
    for (const schedule of this.#schedules) {
      const slot = Math.floor(now / schedule.everyMs) * schedule.everyMs;
      if (schedule.lastSlot === slot) continue;
      const at = new Date(slot).toISOString();
      await this.enqueue(
        schedule.definition,
        { slot: at },
        { uniqueKey: `${schedule.definition.kind}@${at}` },
      );
      schedule.lastSlot = slot;
    }
  }

  /**
   * Takes the next due job (or one whose lease ran out) for this instance, marking it running under a new lease.
   * Null when none is due. A job whose lease ran out on its last run is failed instead of run again.
   */
  async claim(): Promise<JobRow | null> {
    const kinds = this.kinds;
    if (kinds.length === 0) return null;
    for (;;) {
      const now = this.deps.clock();
      const result = await this.deps.db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(jobs)
          .where(
            and(
              inArray(jobs.kind, kinds),
              or(
                and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
                and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
              ),
            ),
          )
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const definition = this.#definitions.get(due.kind)!;
        const expired = due.status === 'running';
        if (expired && due.attempts >= due.maxAttempts) {
          await tx
            .update(jobs)
            .set({
              status: 'failed',
              lastError: 'lease_expired',
              lockedBy: null,
              lockedUntil: null,
              updatedAt: now,
              finishedAt: now,
            })
            .where(eq(jobs.id, due.id));
          return { expired, failed: true, kind: due.kind } as const;
        }
        const [claimed] = await tx
          .update(jobs)
          .set({
            status: 'running',
            attempts: due.attempts + 1,
            lockedBy: `${this.instanceId}:${randomUUID().slice(0, 8)}`,
            lockedUntil: new Date(now.getTime() + (definition.leaseMs ?? DEFAULT_LEASE_MS)),
            updatedAt: now,
          })
          .where(eq(jobs.id, due.id))
          .returning();
        return { expired, failed: false, kind: due.kind, claimed: claimed! } as const;
      });
      if (!result) return null;
      if (result.expired) this.#count(result.kind, 'lease_expired');
      if (result.failed) {
        this.#count(result.kind, 'failed');
        continue;
      }
      return result.claimed ?? null;
    }
  }

  /** Runs a claimed job and records its outcome (only while this instance still holds its lease). */
  run(job: JobRow): Promise<void> {
    const running: Promise<void> = this.#run(job).finally(() => this.#running.delete(running));
    this.#running.add(running);
    return running;
  }

  async #run(job: JobRow): Promise<void> {
    const definition = this.#definitions.get(job.kind)!;
    const log = this.deps.log.child({ job: { id: job.id, kind: job.kind, attempt: job.attempts } });
    const started = performance.now();
    const final = job.attempts >= job.maxAttempts;
    let error: unknown = null;
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) error = new JobError('invalid_payload');
    else {
      try {
        await definition.run(parsed.data, { attempt: job.attempts, final, log });
      } catch (err) {
        error = err;
      }
    }
    this.deps.metrics.jobSeconds(job.kind, (performance.now() - started) / 1000);
    const now = this.deps.clock();
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy!));
    const released = { lockedBy: null, lockedUntil: null, updatedAt: now };
    let outcome: JobOutcome;
    let update: Partial<typeof jobs.$inferInsert>;
    if (error === null) {
      outcome = 'done';
      // The payload may name a person (an address to write to); a done job no longer needs it.
      update = { ...released, status: 'done', payload: {}, finishedAt: now };
    } else {
      const lastError = safeErrorText(error);
      const giveUp = final || (error instanceof JobError && error.reason === 'invalid_payload');
      outcome = giveUp ? 'failed' : 'retried';
      const backoff = definition.backoffMs ?? exponentialBackoff();
      update = giveUp
        ? { ...released, status: 'failed', lastError, finishedAt: now }
        : {
            ...released,
            status: 'queued',
            lastError,
            runAt: new Date(now.getTime() + backoff(job.attempts)),
          };
      const fields = { err: error, lastError };
      if (giveUp) log.error(fields, 'job failed');
      else log.warn(fields, 'job run failed; retrying');
    }
    const [kept] = await this.deps.db.update(jobs).set(update).where(mine).returning({ id: jobs.id });
    if (!kept) {
      // Another instance took the job over after this run's lease ran out: its outcome is the one that counts.
      log.warn('job lease lost before the run finished');
      return;
    }
    this.#count(job.kind, outcome);
  }

  /**
   * Runs every job due now on this instance until none is left, waiting for runs already in flight here too
   * (tests and tools use it; the worker does the same in its loop).
   */
  async drain(): Promise<void> {
    for (;;) {
      const job = await this.claim();
      if (job) {
        await this.run(job);
        continue;
      }
      if (this.#running.size === 0) return;
      await Promise.allSettled([...this.#running]);
    }
  }

  /** Starts this instance's worker: `concurrency` lanes that claim, run, and wait `pollMs` when nothing is due. */
  start(options: WorkerOptions): void {
    if (this.#lanes.length > 0) return;
    this.#stopping = false;
    this.#lanes = Array.from({ length: options.concurrency }, (_, lane) => this.#lane(lane, options.pollMs));
  }

  async #lane(lane: number, pollMs: number): Promise<void> {
    while (!this.#stopping) {
      let ran = false;
      try {
        if (lane === 0) await this.#housekeeping();
        const job = await this.claim();
        if (job && !this.#stopping) {
          await this.run(job);
          ran = true;
        } else if (job) {
          // Claimed as the app began to close: handed back at once rather than left to its lease.
          await this.#release(job);
        }
      } catch (err) {
        this.deps.log.error({ err }, 'job worker could not claim or record a job');
      }
      if (!ran && !this.#stopping) await this.#sleep(pollMs);
    }
  }

  async #housekeeping(): Promise<void> {
    await this.enqueueScheduled();
    const now = this.deps.clock().getTime();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.prune();
  }

  /** Deletes done jobs older than KEEP_DONE_MS. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.clock().getTime() - KEEP_DONE_MS);
    const deleted = await this.deps.db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
      .returning({ id: jobs.id });
    return deleted.length;
  }

  async #release(job: JobRow): Promise<void> {
    await this.deps.db
      .update(jobs)
      .set({ status: 'queued', attempts: job.attempts - 1, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy!)));
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.#wakers.add(wake);
    });
  }

  #wake(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  /** Stops claiming and waits for the runs in flight (the app's close calls it before the database closes). */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wake();
    await Promise.allSettled(this.#lanes);
    this.#lanes = [];
    await Promise.allSettled([...this.#running]);
  }

  #count(kind: string, outcome: JobOutcome) {
    this.deps.metrics.job(kind, outcome);
  }

  /** Queued and failed jobs by kind, across all instances. */
  async counts(): Promise<{ kind: string; status: 'queued' | 'failed'; count: number }[]> {
    const rows = await this.deps.db
      .select({ kind: jobs.kind, status: jobs.status, count: count() })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'failed']))
      .groupBy(jobs.kind, jobs.status);
    return rows.map((r) => ({
      kind: r.kind,
      status: r.status as 'queued' | 'failed',
      count: Number(r.count),
    }));
  }

  /** The newest failed jobs, without their payloads (an operator's view). */
  latestFailures(limit = 20) {
    return this.deps.db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        finishedAt: jobs.finishedAt,
      })
      .from(jobs)
      .where(eq(jobs.status, 'failed'))
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(limit);
  }
}

/** A job's row, for tests and tools. */
export async function findJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
