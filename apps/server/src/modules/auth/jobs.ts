import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob, exponentialBackoff, JobError } from '../jobs/queue.ts';
import * as auth from './service.ts';

/**
 * The code mails an answer must not wait for (ADR 024): the request only enqueues the address it was given, the
 * same row whether or not an account has it, and the job looks the account up, mints the code and sends it. No
 * code is ever in a payload. A failed send has already removed its code; the retry mints a new one.
 */

const OriginSchema = z.object({ ip: z.string(), userAgent: z.string().nullable() });
const CodeRequestSchema = z.object({ email: z.string(), origin: OriginSchema });

export function jobAuthDeps(app: FastifyInstance, log: FastifyBaseLogger): auth.AuthDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    secret: app.config.sessionSecret,
    totpKey: app.config.totpEncryptionKey,
    clock: app.clock,
    log,
  };
}

function codeMailJob(
  app: FastifyInstance,
  kind: string,
  send: typeof auth.forgotPassword | typeof auth.requestUnlockCode,
) {
  return defineJob({
    kind,
    payload: CodeRequestSchema,
    maxAttempts: 3,
    backoffMs: exponentialBackoff(30_000),
    async run({ email, origin }, { log }) {
      if ((await send(jobAuthDeps(app, log), email, origin)) === 'failed') throw new JobError('mail_failed');
    },
  });
}

export function authJobs(app: FastifyInstance) {
  const jobs = {
    resetCode: codeMailJob(app, 'auth.reset_code', auth.forgotPassword),
    unlockCode: codeMailJob(app, 'auth.unlock_code', auth.requestUnlockCode),
  };
  app.jobs.register(jobs.resetCode);
  app.jobs.register(jobs.unlockCode);
  return jobs;
}
