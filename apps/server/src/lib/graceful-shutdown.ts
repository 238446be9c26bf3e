import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT (or an uncaught error) stop accepting connections, let in-flight requests finish
 * (fastify.close waits for them), then exit; a shutdown that takes longer than `delayMs` is cut short.
 * An uncaught error still ends the process on purpose: its state is unknown after one. Errors a database or
 * Redis outage raises are handled where they arise (db/client.ts, the Redis listeners), never here (ADR 014).
 */
export function installGracefulShutdown(app: FastifyInstance, delayMs = 10_000) {
  return closeWithGrace(
    { delay: delayMs, logger: { error: (msg: unknown) => app.log.error(msg) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );
}
