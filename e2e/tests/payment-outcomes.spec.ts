import type { Page } from '@playwright/test';
import { subscribeViaSandbox } from '../support/billing';
import { acceptCookiesUpFront, expect, type Lang, shot, signInBrowser, test, tr } from '../support/fixtures';
import { newAccount } from '../support/outbox';

/** The sandbox payment page is the server's own (not the app's dictionaries). */
const SANDBOX = {
  ar: { pay: /^ادفع/, decline: 'رفض البطاقة', cancel: 'إلغاء والعودة' },
  en: { pay: /^Pay /, decline: 'Decline card', cancel: 'Cancel and go back' },
} as const;

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

/** A verified account, signed in through the login page (the app keeps the signed-in user, not only the cookie). */
async function signIn(page: Page, lang: Lang, label: string): Promise<string> {
  const email = await newAccount(page.request, lang, label, 'Huda Payer');
  await signInBrowser(page, lang, email, '/dashboard/billing');
  return email;
}

/**
 * Starts a checkout for the monthly plan the ways the app does: `invoice` is the pricing page's (the provider comes
 * back to /payment/callback), `session` the dashboard's, with the return address it is given. Returns the sandbox
 * payment page.
 */
async function startCheckout(page: Page, how: 'invoice' | { returnPath: string }): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const { plans } = (await (await page.request.get('/api/plans')).json()) as {
    plans: { id: number; name: string }[];
  };
  const planId = plans.find((p) => p.name === 'trainee-lawyer')!.id;
  const headers = { origin };
  if (how === 'invoice') {
    const res = await page.request.post('/api/billing/paylink/create-invoice', { data: { planId }, headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { invoice: { paymentUrl: string } }).invoice.paymentUrl;
  }
  const res = await page.request.post('/api/billing/create-checkout-session', {
    data: { planId, returnUrl: `${origin}${how.returnPath}` },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function onSandboxPage(page: Page, lang: Lang, paymentUrl: string) {
  await page.goto(`${new URL(paymentUrl).pathname}?lang=${lang}`);
  await expect(page.getByRole('button', { name: SANDBOX[lang].pay })).toBeVisible();
}

/** The one result page, in the given state, with that state's heading. */
async function expectResult(page: Page, lang: Lang, state: 'success' | 'declined' | 'canceled') {
  await expect(page).toHaveURL(/\/payment\/callback\?TransactionNo=[^&]+&OrderNumber=/);
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', state);
  await expect(
    result.getByRole('heading', { level: 1, name: tr(lang, `billing:callback.${state}.title`) }),
  ).toBeVisible();
  return result;
}

test('declined, canceled and paid sandbox payments each end on the result page with their own state', async ({
  page,
  lang,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, lang, 'outcomes');

  // Declined, from a checkout whose return address is the dashboard (an older tab's): the result page still tells it.
  await onSandboxPage(page, lang, await startCheckout(page, { returnPath: '/dashboard' }));
  await page.getByRole('button', { name: SANDBOX[lang].decline }).click();
  let result = await expectResult(page, lang, 'declined');
  await expect(result.getByText(tr(lang, 'billing:callback.declined.body'))).toBeVisible();
  await expect(
    result.getByRole('link', { name: tr(lang, 'billing:callback.actions.tryAgain') }),
  ).toHaveAttribute('href', '/pricing');
  await shot(page, `payment-result-declined-${lang}-360`);

  // Canceled on the payment page, from the dashboard's checkout (it comes back to the result page).
  await onSandboxPage(page, lang, await startCheckout(page, { returnPath: '/payment/callback' }));
  await page.getByRole('button', { name: SANDBOX[lang].cancel }).click();
  result = await expectResult(page, lang, 'canceled');
  await expect(result.getByText(tr(lang, 'billing:callback.canceled.body'))).toBeVisible();
  await expect(result.getByText(tr(lang, 'billing:callback.declined.body'))).toHaveCount(0);
  await shot(page, `payment-result-canceled-${lang}-360`);

  // Still no subscription after those two.
  await page.goto('/dashboard');
  await expect(page.getByTestId('subscription-gate')).toBeVisible();

  // Paid, from the pricing page's checkout.
  await onSandboxPage(page, lang, await startCheckout(page, 'invoice'));
  await page.getByRole('button', { name: SANDBOX[lang].pay }).click();
  result = await expectResult(page, lang, 'success');
  await expect(result.getByRole('status')).toBeVisible();
  await shot(page, `payment-result-success-${lang}-360`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The history lists each as what happened: paid, canceled (not failed) and failed.
  await page.goto('/dashboard/billing');
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(3);
  const status = (key: string) => tr(lang, `billing:paymentStatus.${key}`);
  await expect(rows.filter({ hasText: status('paid') })).toHaveCount(1);
  await expect(rows.filter({ hasText: status('canceled') })).toHaveCount(1);
  await expect(rows.filter({ hasText: status('failed') })).toHaveCount(1);
  await shot(page, `billing-history-outcomes-${lang}-360`);
});

test('a cancelled subscription reads as ending on its date, and the cancel can be undone', async ({
  page,
  lang,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, lang, 'resume');
  await subscribeViaSandbox(page.request);

  await page.goto('/dashboard/billing');
  const card = page.getByTestId('subscription-card');
  // The first look asks the payment provider about the fresh payment: give a busy machine time.
  await expect(
    card.getByRole('heading', { name: tr(lang, 'billing:billing.subscription.title') }),
  ).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: tr(lang, 'billing:billing.subscription.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'billing:billing.cancel.title') });
  await expect(dialog).toBeVisible();
  await shot(page, `cancel-dialog-${lang}-360`);
  await dialog.getByRole('button', { name: tr(lang, 'billing:billing.cancel.confirm') }).click();
  await expect(dialog).toBeHidden();

  // One story: a cancelled subscription, ending on its date, with a way back.
  await expect(
    card.getByRole('heading', { name: tr(lang, 'billing:billing.subscription.titleCanceled') }),
  ).toBeVisible();
  const endsOn = tr(lang, 'billing:billing.subscription.endsOn', { date: '' });
  await expect(card.getByTestId('subscription-badge')).toContainText(endsOn);
  await expect(card.getByText(tr(lang, 'billing:subscriptionStatus.active'), { exact: true })).toHaveCount(0);
  const resume = card.getByRole('button', { name: tr(lang, 'billing:billing.subscription.resume') });
  await expect(resume).toBeVisible();
  await page.reload();
  await expect(resume).toBeVisible();
  await shot(page, `billing-canceled-${lang}-360`);

  await resume.click();
  await expect(
    card.getByRole('heading', { name: tr(lang, 'billing:billing.subscription.title') }),
  ).toBeVisible();
  await expect(card.getByTestId('subscription-badge')).toHaveText(
    tr(lang, 'billing:subscriptionStatus.active'),
  );
  await expect(
    card.getByRole('button', { name: tr(lang, 'billing:billing.subscription.cancel') }),
  ).toBeVisible();
  const { subscription } = (await (await page.request.get('/api/billing/subscription')).json()) as {
    subscription: { cancelAtPeriodEnd: boolean; graceEndsAt: string | null };
  };
  expect(subscription.cancelAtPeriodEnd).toBe(false);
  expect(subscription.graceEndsAt).not.toBeNull();
  await shot(page, `billing-resumed-${lang}-360`);
});
