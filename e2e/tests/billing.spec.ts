import type { Page } from '@playwright/test';
import { acceptCookiesUpFront, expect, type Lang, shot, signInBrowser, test, tr } from '../support/fixtures';
import { codeFromOutbox, newAccount, PASSWORD, uniqueEmail } from '../support/outbox';

/** The sandbox payment page is the server's own (not the app's dictionaries). */
const SANDBOX = {
  ar: { pay: /^ادفع/, decline: 'رفض البطاقة' },
  en: { pay: /^Pay /, decline: 'Decline card' },
} as const;

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

/** Chooses the Trainee lawyer card on /pricing, confirms the checkout's quote and follows it to the payment page. */
async function buyFromPricing(page: Page, lang: Lang) {
  await expect(page).toHaveURL(/\/pricing$/);
  const card = page.getByTestId('plan-card').nth(1);
  await card.getByRole('button', { name: new RegExp(tr(lang, 'landing:pricing.choose')) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('checkout-total')).toBeVisible();
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[^/?]+/);
}

test('a new user subscribes through /pricing, lands on an unlocked dashboard, then cancels', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(lang, 'billing');
  const main = page.getByRole('main');

  // Register, verify with the emailed code, and arrive signed in on /pricing.
  await page.goto('/register');
  await main.getByLabel(tr(lang, 'account:auth.fields.name')).fill('Nora Buyer');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('checkbox').first().check();
  await main.getByRole('button', { name: tr(lang, 'account:auth.register.submit') }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const code = await codeFromOutbox(request, email);
  await main.getByLabel(tr(lang, 'account:auth.verify.codeLabel')).fill(code);
  await main.getByRole('button', { name: tr(lang, 'account:auth.verify.submit') }).click();

  // Buy: /pricing → the sandbox payment page → Pay → /payment/callback.
  await buyFromPricing(page, lang);
  await page.getByRole('button', { name: SANDBOX[lang].pay }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?TransactionNo=[^&]+&OrderNumber=/);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'billing:callback.success.title') }),
  ).toBeVisible();
  const countdown = page.getByTestId('payment-result').getByRole('status');
  await expect(countdown).toBeVisible();
  await shot(page, `payment-callback-success-${lang}`);

  // The countdown ends on the dashboard, unlocked: the chat link is there and the gate is not.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'billing:home.welcome', { name: 'Nora Buyer' }) }),
  ).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: tr(lang, 'account:shell.nav.chat') })).toBeVisible();
  await expect(page.getByTestId('subscription-gate')).toHaveCount(0);
  await expect(page.getByTestId('stats')).toBeVisible();
  await shot(page, `dashboard-home-${lang}`);

  // The billing page: the subscription and its paid payment.
  await sidebar.getByRole('link', { name: tr(lang, 'account:shell.nav.subscriptions') }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('subscription-period')).toBeVisible();
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(tr(lang, 'billing:paymentStatus.paid'));
  await shot(page, `billing-${lang}`);

  // Cancel: access stays until the period end, in Riyadh time.
  const { subscription } = (await (await page.request.get('/api/billing/subscription')).json()) as {
    subscription: { currentPeriodEnd: string };
  };
  const until = await page.evaluate(
    ([end, locale]) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Riyadh',
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(end)),
    [subscription.currentPeriodEnd, lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US'] as const,
  );
  await card.getByRole('button', { name: tr(lang, 'billing:billing.subscription.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'billing:billing.cancel.title') });
  await dialog.getByRole('button', { name: tr(lang, 'billing:billing.cancel.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('subscription-period')).toHaveText(
    tr(lang, 'billing:billing.subscription.accessUntil', { date: until }),
  );
  // One story on the card: a cancelled subscription that ends on its date, with a way to resume it.
  await expect(
    card.getByRole('heading', { name: tr(lang, 'billing:billing.subscription.titleCanceled') }),
  ).toBeVisible();
  await expect(card.getByTestId('subscription-badge')).toContainText(
    tr(lang, 'billing:billing.subscription.endsOn', { date: '' }),
  );

  // Still a subscriber until then: the chat stays open.
  await page.reload();
  await expect(card.getByTestId('subscription-period')).toHaveText(
    tr(lang, 'billing:billing.subscription.accessUntil', { date: until }),
  );
  await page.goto('/dashboard');
  await expect(sidebar.getByRole('link', { name: tr(lang, 'account:shell.nav.chat') })).toBeVisible();

  // The other billing screens: plans with the current one, team, notifications.
  await page.goto('/dashboard/packages');
  await expect(page.getByRole('button', { name: tr(lang, 'billing:packages.current') })).toBeDisabled();
  await expect(page.getByTestId('package-card')).toHaveCount(4);
  await shot(page, `packages-${lang}`);
  await page
    .getByRole('navigation', { name: tr(lang, 'billing:nav.label') })
    .getByRole('link', { name: tr(lang, 'billing:nav.team') })
    .click();
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await shot(page, `team-${lang}`);
  await page.getByRole('link', { name: tr(lang, 'billing:nav.notifications') }).click();
  await expect(
    page.getByRole('tab', { name: tr(lang, 'billing:notifications.tabs.realtime') }),
  ).toHaveAttribute('aria-selected', 'true');
  await shot(page, `notifications-${lang}`);

  // The same screens on a 360 px phone in the dark theme.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => localStorage.setItem('appearance', 'dark'));
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('stats')).toBeVisible();
  await shot(page, `dashboard-home-${lang}-dark-360`);
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  await shot(page, `billing-${lang}-dark-360`);
});

test('a declined card ends on the failed payment result, still without a subscription', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  const email = await newAccount(request, lang, 'declined', 'Omar Declined');
  await signInBrowser(page, lang, email, '/pricing');

  await buyFromPricing(page, lang);
  await page.getByRole('button', { name: SANDBOX[lang].decline }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'declined');
  await expect(
    result.getByRole('heading', { level: 1, name: tr(lang, 'billing:callback.declined.title') }),
  ).toBeVisible();
  await expect(result.getByText(tr(lang, 'billing:callback.declined.body'))).toBeVisible();
  await expect(
    result.getByRole('link', { name: tr(lang, 'billing:callback.actions.tryAgain') }),
  ).toHaveAttribute('href', '/pricing');
  await shot(page, `payment-callback-failed-${lang}`);

  // No access: the dashboard is the subscription gate.
  await page.goto('/dashboard');
  await expect(page.getByTestId('subscription-gate')).toBeVisible();
});
