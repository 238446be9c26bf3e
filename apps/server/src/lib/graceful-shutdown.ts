import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT (or an uncaught error) stop accepting connections, let in-flight requests finish
 * (fastify.close waits for them), then exit; a shutdown that takes longer than `delayMs` is cut short.
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
