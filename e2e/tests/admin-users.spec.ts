import { newConsoleUser } from '../support/admin';
import { acceptCookiesUpFront, expect, type Lang, signInBrowser, test, tr } from '../support/fixtures';
import { codeFromOutbox, createVerifiedUser, PASSWORD, uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-SA' : 'en-US');

/** From the console's home: searches the address and opens the user's page. */
async function openUser(page: import('@playwright/test').Page, lang: Lang, email: string, name: string) {
  const main = page.getByRole('main');
  await page.goto('/admin');
  await main.getByRole('searchbox', { name: tr(lang, 'admin:users.searchLabel') }).fill(email);
  await main.getByRole('button', { name: tr(lang, 'admin:users.search') }).click();
  await main.getByRole('link', { name }).click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  return main;
}

test('support resends the verification email to an unverified user, and is shown no admin-only action', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(120_000);
  await newConsoleUser(page, request, lang, 'support');
  const email = uniqueEmail(lang, 'console-unverified');
  const name = `Unverified ${lang}`;
  const pending = await request.post('/dev/test/pending-user', { data: { email, name, password: PASSWORD } });
  expect(pending.status(), await pending.text()).toBe(200);

  const main = await openUser(page, lang, email, name);
  await expect(main.getByText(tr(lang, 'admin:user.notVerified'), { exact: true })).toBeVisible();
  for (const key of ['disable', 'cancelSubscription', 'anonymise'])
    await expect(main.getByRole('button', { name: tr(lang, `admin:userActions.${key}`) })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: tr(lang, 'admin:grant.title') })).toHaveCount(0);

  await main.getByRole('button', { name: tr(lang, 'admin:userActions.resendVerification') }).click();
  await expect(
    page.getByText(
      lang === 'ar'
        ? 'أُرسل رمز تحقق جديد إلى بريد المستخدم.'
        : "A new verification code was sent to the user's email.",
    ),
  ).toBeVisible();
  // The code is in the user's mailbox, and it verifies the address.
  const code = await codeFromOutbox(request, email);
  expect((await request.post('/api/auth/verify-email', { data: { email, code } })).ok()).toBe(true);
});

test('an admin disables a logged-in user, who is then signed out and told so at the login page, and enables them again', async ({
  page,
  request,
  browser,
  baseURL,
  lang,
  a11y,
}) => {
  test.setTimeout(180_000);
  await newConsoleUser(page, request, lang, 'admin');
  const email = uniqueEmail(lang, 'console-disabled');
  const name = `Disabled ${lang}`;
  await createVerifiedUser(request, email, name);

  // The customer is logged in in a browser of their own; its pages are checked with axe too.
  const customer = await browser.newContext({ locale: locale(lang) });
  await acceptCookiesUpFront(customer, baseURL!);
  const theirs = await customer.newPage();
  a11y.watch(theirs);
  await signInBrowser(theirs, lang, email);

  const main = await openUser(page, lang, email, name);
  await expect(main.getByText(tr(lang, 'admin:user.enabled'), { exact: true })).toBeVisible();
  await main.getByRole('button', { name: tr(lang, 'admin:userActions.disable') }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'admin:userActions.disableTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: tr(lang, 'admin:userActions.disableConfirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('button', { name: tr(lang, 'admin:userActions.enable') })).toBeVisible();
  await expect(main.getByText(tr(lang, 'admin:user.noSessions'))).toBeVisible();

  // The disabled account and the delete dialog on a phone in the dark theme; the dialog is left unconfirmed.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await main.getByRole('button', { name: tr(lang, 'admin:userActions.anonymise') }).click();
  const erase = page.getByRole('dialog', { name: tr(lang, 'admin:userActions.anonymiseTitle') });
  await expect(
    erase.getByRole('textbox', { name: tr(lang, 'admin:userActions.anonymiseLabel') }),
  ).toBeVisible();
  await expect(
    erase.getByRole('button', { name: tr(lang, 'admin:userActions.anonymiseConfirm') }),
  ).toBeDisabled();
  await erase.getByRole('button', { name: tr(lang, 'admin:userActions.keep') }).click();
  await expect(erase).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Their next page load finds no session; logging in again is refused with the reason.
  await theirs.reload();
  await expect(theirs).toHaveURL((url) => url.pathname === '/login');
  const login = theirs.getByRole('main');
  await login.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await login.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
  await expect(login.getByRole('alert')).toHaveText(
    lang === 'ar'
      ? 'هذا الحساب موقوف. تواصل مع الدعم إن كنت تظن أن في ذلك خطأ.'
      : 'This account is disabled. Contact support if you think this is a mistake.',
  );

  await main.getByRole('button', { name: tr(lang, 'admin:userActions.enable') }).click();
  await expect(main.getByText(tr(lang, 'admin:user.enabled'), { exact: true })).toBeVisible();
  await login.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
  await expect(theirs).toHaveURL((url) => url.pathname === '/dashboard');
  await a11y.settled(theirs, true);
  a11y.unwatch(theirs);
  await customer.close();
});
