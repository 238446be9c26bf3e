import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobAuthDeps } from '../auth/jobs.ts';
import { deliverEmailCode } from '../auth/service.ts';
import { emailChangeCodeEmail } from '../identity/emails.ts';
import * as identity from '../identity/index.ts';
import { defineJob, JobError } from '../jobs/queue.ts';
import { openFromJob } from '../jobs/sealed.ts';

export const EmailChangeCodeSchema = z.object({
  userId: z.string(),
  codeId: z.string(),
  to: z.string(),
  locale: z.enum(['ar', 'en']),
  /** The code, sealed (jobs/sealed.ts): minted by the request, which must refuse a too-early repeat itself. */
  sealedCode: z.string(),
});

/**
 * Sends a new address its code after the answer, so neither the lookup nor the mail server's time shows whether
 * the address is free (ADR 024). One run: a failed send removes the code (as before), so the user may ask again at once, and the
 * failure stays visible in the queue.
 */
export function emailChangeCodeJob(app: FastifyInstance) {
  const job = defineJob({
    kind: 'profile.email_change_code',
    payload: EmailChangeCodeSchema,
    maxAttempts: 1,
    async run(p, { log }) {
      const deps = jobAuthDeps(app, log);
      // A taken address gets no mail; whose it is must not show in the answer, so the request could not skip this.
      if (await identity.emailUsedByOther(app.db, p.userId, p.to)) return;
      const code = openFromJob(app.config.sessionSecret, p.sealedCode);
      const minted = { id: p.codeId, code, purpose: 'email_change' as const };
      const message = emailChangeCodeEmail(p.to, p.locale, code);
      if ((await deliverEmailCode(deps, { id: p.userId }, minted, message, 'quiet')) === 'failed')
        throw new JobError('mail_failed');
    },
  });
  app.jobs.register(job);
  return job;
}
