import { parseArgs } from 'node:util';
import { CONSOLE_ROLES, type ConsoleRole, EmailSchema } from '@mustashar/contracts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { serializeError } from '../../lib/serialize-error.ts';
import * as identity from '../identity/index.ts';

/** `npm run admin:grant` and `npm run admin:revoke` (scripts/admin-role.ts): the only way to a console role (ADR 085). */

export const ADMIN_ROLE_USAGE = `usage:
  npm run admin:grant -- EMAIL [--role admin|support]   (default: admin)
  npm run admin:revoke -- EMAIL

  The account must exist (registered in the app). A console user must also turn on two-factor authentication in
  Settings → Security before /admin opens for them.`;

type Out = { info(line: string): void; error(line: string): void };

/** Runs `grant` or `revoke` with its arguments; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminRoleCommand(
  db: Db,
  command: 'grant' | 'revoke',
  argv: string[],
  out: Out,
): Promise<number> {
  let email: string;
  let role: ConsoleRole | 'user';
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: command === 'grant' ? { role: { type: 'string' } } : {},
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new Error('give exactly one email address');
    const parsed = EmailSchema.safeParse(positionals[0]);
    if (!parsed.success) throw new Error(`not an email address: ${positionals[0]}`);
    email = parsed.data;
    const given = (values as { role?: string }).role ?? 'admin';
    if (command === 'grant' && !(CONSOLE_ROLES as readonly string[]).includes(given))
      throw new Error(`--role must be admin or support, not ${given}`);
    role = command === 'grant' ? (given as ConsoleRole) : 'user';
  } catch (err) {
    out.error(err instanceof Error ? err.message : String(err));
    out.error(ADMIN_ROLE_USAGE);
    return 2;
  }
  try {
    const changed = await identity.setUserRole(db, email, role);
    if (!changed) {
      out.error(`no account with the address ${email}; register it in the app first`);
      return 1;
    }
    await writeAudit(db, {
      userId: null,
      action: command === 'grant' ? 'admin.role_granted' : 'admin.role_revoked',
      detail: { targetUserId: changed.id, via: 'cli', before: { role: changed.before }, after: { role } },
    });
    if (command === 'revoke')
      out.info(
        changed.before === 'user'
          ? `${email} had no console role`
          : `${email}: ${changed.before} role revoked`,
      );
    else
      out.info(
        changed.before === role
          ? `${email} is already ${role}`
          : `${email} is now ${role} (was ${changed.before}); /admin opens once two-factor authentication is on`,
      );
    return 0;
  } catch (err) {
    out.error(`could not change the role: ${serializeError(err).message}`);
    return 1;
  }
}
