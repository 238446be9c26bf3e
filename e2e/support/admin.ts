import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, fromOwnLoginAddress, type Lang, ownNetwork, signInBrowser, tr } from './fixtures';
import { createVerifiedUser, PASSWORD, uniqueEmail } from './outbox';

export type ConsoleRole = 'admin' | 'support';

/** Turns two-factor authentication on from Security, as a person does with an authenticator app; returns the secret. */
export async function enrolTwoFactor(page: Page, lang: Lang): Promise<string> {
  await page
    .getByRole('button', { name: tr(lang, 'account:security.twoFactor.enable'), exact: true })
    .click();
  await expect(page.getByRole('img', { name: tr(lang, 'account:security.twoFactor.qrAlt') })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  const totp = new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
  await page.getByLabel(tr(lang, 'account:security.twoFactor.codeLabel')).fill(totp.generate());
  await page.getByRole('button', { name: tr(lang, 'account:security.twoFactor.confirm') }).click();
  await page.getByRole('button', { name: tr(lang, 'account:security.twoFactor.done') }).click();
  await expect(page.getByText(tr(lang, 'account:security.twoFactor.statusOn'))).toBeVisible();
  return secret;
}

/** Grants a console role to an existing account, as `npm run admin:grant` does (a test-only route of the e2e server). */
export async function grantConsoleRole(
  request: APIRequestContext,
  email: string,
  role: ConsoleRole,
): Promise<void> {
  const granted = await request.post('/dev/test/console-role', { data: { email, role } });
  expect(granted.status(), await granted.text()).toBe(200);
}

/**
 * A console user ready to work: a verified account granted `role`, signed in in `page`, two-factor enrolled from
 * Security; the page is left on the console's home.
 */
export async function newConsoleUser(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  role: ConsoleRole = 'admin',
  label = `console-${role}`,
): Promise<{ email: string; secret: string }> {
  const email = uniqueEmail(lang, label);
  await createVerifiedUser(request, email, `Console ${role}`);
  await grantConsoleRole(request, email, role);
  // An operator at a desk of their own: enrolment and the console's calls are not counted with every other test's.
  await ownNetwork(page.context());
  await signInBrowser(page, lang, email, '/dashboard/security');
  const secret = await enrolTwoFactor(page, lang);
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  return { email, secret };
}

/** Logs out from the account menu of the dashboard's sidebar, as a person does. */
export async function logOutFromDashboard(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr(lang, 'account:shell.accountMenu') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: tr(lang, 'account:shell.menu.logout') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

/**
 * Logs in with the password and then the authenticator's code, and waits for `returnTo`. The code is the next time
 * step's: the step the enrolment used is spent (a code is never accepted twice).
 */
export async function logInWithTwoFactor(
  page: Page,
  lang: Lang,
  email: string,
  secret: string,
  returnTo: string,
) {
  const main = page.getByRole('main');
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await fromOwnLoginAddress(page, () =>
    main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click(),
  );
  await expect(main.getByRole('heading', { name: tr(lang, 'account:auth.twoFactor.title') })).toBeVisible();
  const totp = new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
  await main
    .getByLabel(tr(lang, 'account:auth.twoFactor.codeLabel'))
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await main.getByRole('button', { name: tr(lang, 'account:auth.twoFactor.submit') }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnTo);
}
