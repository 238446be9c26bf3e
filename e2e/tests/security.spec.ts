import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { acceptCookiesUpFront, expect, type Lang, test, tr } from '../support/fixtures';
import { codeFromOutbox, createVerifiedUser, PASSWORD, uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

/** The browser reports 4xx answers on its console; the ones a test provokes on purpose are expected. */
function allowExpectedRejections(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (/status of 40[01]/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
}

async function logInWithPassword(page: Page, lang: Lang, email: string, password = PASSWORD) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
}

async function logOut(page: Page, lang: Lang, name: string) {
  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr(lang, 'account:shell.accountMenu') })
    .filter({ hasText: name })
    .click();
  await page.getByRole('menuitem', { name: tr(lang, 'account:shell.menu.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const totpFor = (secret: string) =>
  new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

test('two-factor: enrol from Security, sign in with a code, a wrong code is refused, a recovery code works once', async ({
  page,
  request,
  lang,
  consoleErrors,
}) => {
  test.setTimeout(75_000);
  const name = 'Totp Person';
  const email = uniqueEmail(lang, 'totp');
  await createVerifiedUser(request, email, name);
  await logInWithPassword(page, lang, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Enrol: the QR and the key as text, a code from the key, then the recovery codes once.
  await page.goto('/dashboard/security');
  await page
    .getByRole('button', { name: tr(lang, 'account:security.twoFactor.enable'), exact: true })
    .click();
  await expect(page.getByRole('img', { name: tr(lang, 'account:security.twoFactor.qrAlt') })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const totp = totpFor(secret);
  await page.getByLabel(tr(lang, 'account:security.twoFactor.codeLabel')).fill(totp.generate());
  await page.getByRole('button', { name: tr(lang, 'account:security.twoFactor.confirm') }).click();
  await expect(page.getByText(tr(lang, 'account:security.twoFactor.codesIntro'))).toBeVisible();
  const recoveryCodes = (await page.getByRole('main').getByRole('listitem').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: tr(lang, 'account:security.twoFactor.done') }).click();
  await expect(page.getByText(tr(lang, 'account:security.twoFactor.statusOn'))).toBeVisible();
  await logOut(page, lang, name);

  // Password, then the second step. A wrong code first (one matching none of the accepted time steps).
  await logInWithPassword(page, lang, email);
  const step = page.getByRole('heading', { name: tr(lang, 'account:auth.twoFactor.title') });
  await expect(step).toBeVisible();
  const now = Date.now();
  const accepted = [-30_000, 0, 30_000, 60_000].map((d) => totp.generate({ timestamp: now + d }));
  const wrong = ['123456', '654321', '000000'].find((c) => !accepted.includes(c))!;
  const main = page.getByRole('main');
  const codeField = main.getByLabel(tr(lang, 'account:auth.twoFactor.codeLabel'));
  const submit = main.getByRole('button', { name: tr(lang, 'account:auth.twoFactor.submit') });
  await codeField.fill(wrong);
  await submit.click();
  await expect(main.getByRole('alert')).toHaveText(
    lang === 'ar' ? 'رمز المصادقة غير صحيح.' : 'The authentication code is not correct.',
  );
  await expect(page).toHaveURL(/\/login/);
  // The code of the next time step: accepted (one step of drift) and never the one used to enrol (no replay).
  await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'account:gate.title') })).toBeVisible();
  await logOut(page, lang, name);

  // A recovery code signs in once…
  const useRecovery = async (code: string) => {
    await logInWithPassword(page, lang, email);
    await expect(step).toBeVisible();
    await main.getByRole('button', { name: tr(lang, 'account:auth.twoFactor.useRecovery') }).click();
    await main.getByLabel(tr(lang, 'account:auth.twoFactor.recoveryLabel')).fill(code);
    await submit.click();
  };
  await useRecovery(recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page, lang, name);
  // …and never again; another one still works.
  await useRecovery(recoveryCodes[0]!);
  await expect(main.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await main.getByLabel(tr(lang, 'account:auth.twoFactor.recoveryLabel')).fill(recoveryCodes[1]!);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  allowExpectedRejections(consoleErrors);
});

test('forgot password: request a code, read it from the outbox, set a new password, log in with it', async ({
  page,
  request,
  lang,
}) => {
  const email = uniqueEmail(lang, 'forgot');
  const newPassword = 'N3w-secret-pass!';
  await createVerifiedUser(request, email, 'Forgetful Person');

  await page.goto('/login');
  await page.getByRole('link', { name: tr(lang, 'account:auth.login.forgot') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByRole('button', { name: tr(lang, 'account:auth.forgot.send') }).click();

  const code = await codeFromOutbox(request, email, { matching: /password reset code/i });
  await main.getByLabel(tr(lang, 'account:auth.verify.codeLabel')).fill(code);
  await main.getByLabel(tr(lang, 'account:auth.forgot.newPassword'), { exact: true }).fill(newPassword);
  await main.getByLabel(tr(lang, 'account:auth.forgot.confirmPassword'), { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: tr(lang, 'account:auth.forgot.reset') }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: tr(lang, 'account:auth.forgot.doneTitle') }),
  ).toBeVisible();

  // The old password no longer works.
  const old = await request.post('/api/auth/login', { data: { email, password: PASSWORD, remember: false } });
  expect(old.status()).toBe(401);

  await main.getByRole('button', { name: tr(lang, 'account:auth.forgot.toLogin') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mustashar_token'))).toBeTruthy();
});
