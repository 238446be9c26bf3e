import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob, exponentialBackoff } from '../jobs/queue.ts';
import { runRetention } from './retention.ts';
import { buildExport } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The data-rights jobs (ADR 100): building an export (a few attempts: the mail server may be down), and the daily
 * retention run, once per day across all instances.
 */
export function registerDataRightsJobs(app: FastifyInstance) {
  const exportJob = defineJob({
    kind: 'data.export',
    payload: z.object({ exportId: z.string() }),
    maxAttempts: 3,
    backoffMs: exponentialBackoff(60_000),
    leaseMs: 15 * 60_000,
    async run({ exportId }) {
      await buildExport(
        {
          db: app.db,
          dir: app.config.exportsDir,
          appUrl: app.config.appUrl,
          clock: app.clock,
          send: (message) => app.mailer.send(message),
        },
        exportId,
      );
    },
  });
  const retention = defineJob({
    kind: 'data.retention',
    payload: z.object({ slot: z.string() }),
    maxAttempts: 2,
    leaseMs: 30 * 60_000,
    async run(_slot, { log }) {
      const report = await runRetention({
        db: app.db,
        uploadsDir: app.config.uploadsDir,
        exportsDir: app.config.exportsDir,
        now: app.clock(),
      });
      // Counts only: which accounts or guests were erased is exactly what must not be kept.
      log.info({ retention: report }, 'retention run done');
    },
  });
  app.jobs.register(exportJob);
  app.jobs.schedule(retention, DAY_MS);
  return { exportJob, retention };
}
