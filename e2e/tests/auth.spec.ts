import { acceptCookiesUpFront, expect, test, tr } from '../support/fixtures';
import { codeFromOutbox, PASSWORD, uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

test('register → code from the outbox → verify → /pricing signed in → gate, settings, profile → logout', async ({
  page,
  request,
  lang,
}) => {
  const email = uniqueEmail(lang, 'register');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const main = page.getByRole('main');
  await main.getByLabel(tr(lang, 'account:auth.fields.name')).fill('Sara Test');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  const submit = main.getByRole('button', { name: tr(lang, 'account:auth.register.submit') });
  await expect(submit).toBeDisabled();
  await main.getByRole('checkbox').first().check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(
    main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }),
  ).toHaveValue(email);
  const code = await codeFromOutbox(request, email);
  await main.getByLabel(tr(lang, 'account:auth.verify.codeLabel')).fill(code);
  await main.getByRole('button', { name: tr(lang, 'account:auth.verify.submit') }).click();

  // Verified, signed in automatically, on to choose a plan.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mustashar_token'))).toBeTruthy();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'account:gate.title') })).toBeVisible();
  await expect(page.getByTestId('gate-plan')).toHaveCount(4);
  await expect(page.getByText(tr(lang, 'account:gate.note'))).toBeVisible();
  await expect(page.getByText(tr(lang, 'account:shell.guest')).first()).toBeVisible();

  // Account pages stay open without a subscription.
  await page.goto('/dashboard/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'account:dashboard.settings.title') }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(
    page.getByRole('main').getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }),
  ).toHaveValue(email);
  await expect(page.getByText(tr(lang, 'account:profile.verified'))).toBeVisible();

  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr(lang, 'account:shell.accountMenu') })
    .filter({ hasText: 'Sara Test' })
    .click();
  await page.getByRole('menuitem', { name: tr(lang, 'account:shell.menu.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('mustashar_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('mustashar_user'))).toBeNull();

  // The session really ended: the dashboard sends us back to log in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=\/dashboard$/);
});

test('login with a wrong password shows the error line in the page language', async ({
  page,
  request,
  lang,
  consoleErrors,
}) => {
  const email = uniqueEmail(lang, 'wrongpw');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Wrong Pw', email, password: PASSWORD, termsAccepted: true, marketing: false },
  });
  expect(registered.status()).toBe(201);
  const code = await codeFromOutbox(request, email);
  expect((await request.post('/api/auth/verify-email', { data: { email, code } })).ok()).toBe(true);

  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill('not-the-password');
  await main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(
    lang === 'ar'
      ? 'فشل تسجيل الدخول. تحقّق من البريد الإلكتروني وكلمة المرور.'
      : 'Login failed. Please check your email and password.',
  );
  await expect(page).toHaveURL(/\/login$/);
  // The browser reports the 401 answer itself; that one is expected here.
  const expected = consoleErrors.filter((e) => /status of 401/.test(e));
  for (const e of expected) consoleErrors.splice(consoleErrors.indexOf(e), 1);
});
