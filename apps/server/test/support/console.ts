import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { runAdminRoleCommand } from '../../src/modules/admin/cli.ts';
import type { TestApp } from '../helpers.ts';
import { createUser, type TestUser } from './billing.ts';

/**
 * A console user as `npm run admin:grant` makes one (the command's own code), with two-factor on as enrolment in
 * Security leaves it — or off, to test the console sending them to enrol.
 */
export async function consoleUser(
  t: TestApp,
  email: string,
  role: 'admin' | 'support',
  twoFactor = true,
): Promise<TestUser> {
  const user = await createUser(t, email);
  const out = { info: () => {}, error: (line: string) => console.error(line) };
  expect(await runAdminRoleCommand(t.app.db, 'grant', [email, '--role', role], out)).toBe(0);
  if (twoFactor) await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return user;
}
