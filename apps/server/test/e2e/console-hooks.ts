import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runAdminRoleCommand } from '../../src/modules/admin/cli.ts';

const GrantBodySchema = z.object({ email: z.string(), role: z.enum(['admin', 'support']) });

/**
 * For the end-to-end tests only (their server, test/e2e/server.ts, adds it): `npm run admin:grant` cannot open the
 * server's PGlite directory while the server holds it, so the tests run the same command through here.
 */
export const consoleTestHooks: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/test/console-role',
    { schema: { hide: true, body: GrantBodySchema } },
    async (request, reply) => {
      const lines: string[] = [];
      const out = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
      const code = await runAdminRoleCommand(
        app.db,
        'grant',
        [request.body.email, '--role', request.body.role],
        out,
      );
      return reply.status(code === 0 ? 200 : 400).send({ code, output: lines.join('\n') });
    },
  );
};
