import { z } from 'zod';

/** The job queue as the console sees it (ADR 094): what waits and what failed, by kind, and the newest failures. */
export const AdminJobsSchema = z.object({
  kinds: z.array(
    z.object({ kind: z.string(), queued: z.number().int().min(0), failed: z.number().int().min(0) }),
  ),
  latestFailures: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      attempts: z.number().int().min(0),
      /** An error's name or code, never its message. */
      lastError: z.string().nullable(),
      finishedAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type AdminJobs = z.infer<typeof AdminJobsSchema>;
