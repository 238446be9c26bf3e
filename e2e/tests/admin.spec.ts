import { enrolTwoFactor, grantConsoleRole, logInWithTwoFactor, logOutFromDashboard } from '../support/admin';
import { subscribeViaSandbox } from '../support/billing';
import {
  acceptCookiesUpFront,
  expect,
  type Lang,
  ownNetwork,
  shot,
  signInBrowser,
  test,
  tr,
} from '../support/fixtures';
import { createVerifiedUser, signInApi, uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

const DAY_MS = 86_400_000;

/** The end date as the dashboard and the console word it (lib/format: Riyadh time, long style, the page's digits). */
function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', {
    timeZone: 'Asia/Riyadh',
    dateStyle: 'long',
  }).format(new Date(iso));
}

test('an admin granted by the CLI enrols two-factor, logs in with a code, finds a subscriber, adds 30 days, and the audit log and their dashboard show it', async ({
  page,
  request,
  browser,
  baseURL,
  lang,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const adminEmail = uniqueEmail(lang, 'console-admin');
  await createVerifiedUser(request, adminEmail, 'Console Admin');
  await grantConsoleRole(request, adminEmail, 'admin');

  const customerEmail = uniqueEmail(lang, 'console-customer');
  const customerName = `Customer ${lang}`;
  await createVerifiedUser(request, customerEmail, customerName);
  await signInApi(request, customerEmail);
  await subscribeViaSandbox(request);
  const before = (await (await request.get('/api/dashboard/stats')).json()).subscription.expiresAt as string;
  const expected = new Date(new Date(before).getTime() + 30 * DAY_MS).toISOString();

  // Without two-factor authentication the console sends its user to enrol first. The operator works from a network
  // of their own, so enrolment and logins are not counted with every other test's.
  await ownNetwork(page.context());
  await signInBrowser(page, lang, adminEmail);
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/security');
  await expect(
    page.getByText(
      lang === 'ar'
        ? 'فعّل المصادقة الثنائية أولًا لتستخدم لوحة التشغيل.'
        : 'Turn on two-factor authentication first to use the console.',
    ),
  ).toBeVisible();
  // The console's refusal (403) is what sent the browser here: expected, not an error.
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (/status of 403/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  const secret = await enrolTwoFactor(page, lang);
  // From now on this account logs in with its code too: out, and in again with both steps.
  await logOutFromDashboard(page, lang);
  await logInWithTwoFactor(page, lang, adminEmail, secret, '/dashboard');

  // The account menu leads console users to the console.
  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr(lang, 'account:shell.accountMenu') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: tr(lang, 'account:shell.menu.admin') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');

  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: tr(lang, 'admin:users.searchLabel') }).fill(customerEmail);
  await main.getByRole('button', { name: tr(lang, 'admin:users.search') }).click();
  await main.getByRole('link', { name: customerName }).click();
  await expect(main.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect(main.getByTestId('admin-subscriptions')).toContainText(
    tr(lang, 'admin:user.periodEnd', { date: longDate(before, lang) }),
  );

  await main.getByRole('textbox', { name: tr(lang, 'admin:grant.days') }).fill(lang === 'ar' ? '٣٠' : '30');
  await main.getByRole('button', { name: tr(lang, 'admin:grant.submitExtend') }).click();
  await expect(main.getByRole('status')).toHaveText(
    tr(lang, 'admin:grant.extended', { date: longDate(expected, lang) }),
  );
  await expect(main.getByTestId('admin-subscriptions')).toContainText(
    tr(lang, 'admin:user.periodEnd', { date: longDate(expected, lang) }),
  );
  await shot(page, `admin-user-${lang}-1280`);
  // On a phone, in the dark theme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(main.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await shot(page, `admin-user-${lang}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  // The audit log names the action and who did it, filtered to this admin.
  await page.getByRole('link', { name: tr(lang, 'admin:nav.audit') }).click();
  await main.getByLabel(tr(lang, 'admin:audit.action')).selectOption('admin.complimentary_days');
  await main.getByRole('searchbox', { name: tr(lang, 'admin:audit.actor') }).fill(adminEmail);
  await main.getByRole('button', { name: tr(lang, 'admin:audit.apply') }).click();
  const entries = main.getByTestId('audit-entries').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(tr(lang, 'admin:actions.admin_complimentary_days'));
  await expect(entries.first()).toContainText(adminEmail);

  // The customer's own dashboard shows the new end.
  const customer = await browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  await acceptCookiesUpFront(customer, baseURL!);
  const customerPage = await customer.newPage();
  await signInBrowser(customerPage, lang, customerEmail);
  await expect(customerPage.getByTestId('home-subscription')).toContainText(
    tr(lang, 'billing:home.subscription.endsOn', { date: longDate(expected, lang) }),
  );
  await customer.close();
});
