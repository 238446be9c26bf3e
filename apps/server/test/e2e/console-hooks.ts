import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../src/lib/password.ts';
import { runAdminRoleCommand } from '../../src/modules/admin/cli.ts';
import { recordConsents, registrationConsents } from '../../src/modules/data-rights/consent.ts';
import * as identity from '../../src/modules/identity/index.ts';

const GrantBodySchema = z.object({ email: z.string(), role: z.enum(['admin', 'support']) });
const PendingBodySchema = z.object({ email: z.string(), name: z.string(), password: z.string() });

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

  // An account whose registration code went out long ago and was never entered: registering over HTTP would start
  // the address's resend cooldown, which only time ends, and the tests do not wait.
  app.post(
    '/dev/test/pending-user',
    { schema: { hide: true, body: PendingBodySchema } },
    async (request, reply) => {
      const { email, name, password } = request.body;
      const user = await identity.insertPendingUser(app.db, {
        email,
        name,
        passwordHash: await hashPassword(password),
        createdAt: app.clock(),
      });
      // What the registration form records with it: the terms and privacy policy accepted.
      if (user) await recordConsents(app.db, user.id, registrationConsents(false), app.clock());
      return reply.status(user ? 200 : 409).send({ id: user?.id ?? null });
    },
  );
};
