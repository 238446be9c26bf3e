import type { Page } from '@playwright/test';
import { acceptCookiesUpFront, expect, type Lang, shot, signInBrowser, test, tr } from '../support/fixtures';
import { newAccount } from '../support/outbox';

/** The sandbox payment page is the server's own (not the app's dictionaries). */
const SANDBOX = {
  ar: { pay: /^ادفع/, save: /احفظ البطاقة لتجديد الاشتراك تلقائيًا/ },
  en: { pay: /^Pay /, save: /Save this card to renew the subscription automatically/ },
} as const;

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

/** Opens the checkout for the monthly plan from its link, confirms the quote, and follows it to the payment page. */
async function checkoutMonthly(page: Page, lang: Lang) {
  await page.goto('/pricing');
  const card = page.getByTestId('plan-card').nth(1);
  await card.getByRole('button', { name: new RegExp(tr(lang, 'landing:pricing.choose')) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('checkout-total')).toBeVisible();
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[^/?]+/);
}

test('a card saved at checkout renews the subscription at the end, with the renewal and its invoice in history', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(120_000);
  const email = await newAccount(request, lang, 'renewal', 'Rana Renews');
  await signInBrowser(page, lang, email, '/pricing');

  // Pay on the provider's page, consenting to keep the card.
  await checkoutMonthly(page, lang);
  await page.getByRole('checkbox', { name: SANDBOX[lang].save }).check();
  await page.getByRole('button', { name: SANDBOX[lang].pay }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'billing:callback.success.title') }),
  ).toBeVisible();

  // The card is on the payment-methods page, the default.
  await page.goto('/dashboard/payment-methods');
  const visa = tr(lang, 'billing:billing.methods.cardEnding', {
    brand: 'Visa',
    last4: lang === 'ar' ? '٤٢٤٢' : '4242',
  });
  await expect(page.getByText(visa)).toBeVisible();
  await expect(page.getByText(tr(lang, 'billing:billing.methods.primary'))).toBeVisible();
  await expect(page.getByText(tr(lang, 'billing:paymentMethods.renewalNote'))).toBeVisible();
  await shot(page, `payment-methods-${lang}`);

  // The server's clock cannot move: the subscription is moved back past its end, and the billing run is run now.
  const origin = new URL(page.url()).origin;
  const moved = await page.request.post('/dev/test/backdate-subscription', {
    data: { days: 31 },
    headers: { origin },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const run = await page.request.post('/dev/test/run-billing', { headers: { origin } });
  expect(run.status(), await run.text()).toBe(200);
  expect((await run.json()).renewals).toMatchObject({ renewed: 1 });

  // Billing shows the renewal beside the first payment, both paid, each with its tax invoice.
  await page.goto('/dashboard/billing');
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(2);
  const paid = tr(lang, 'billing:paymentStatus.paid');
  for (const row of await rows.all()) await expect(row.getByText(paid)).toBeVisible();
  const history = (await (await page.request.get('/api/billing/history')).json()).payments as {
    status: string;
    invoiceUrl: string | null;
  }[];
  expect(history.map((p) => p.status)).toEqual(['paid', 'paid']);
  const invoice = await page.request.get(new URL(history[0]!.invoiceUrl!).pathname);
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toContain('application/pdf');
  await rows.first().getByRole('button').click();
  await expect(
    page.getByRole('menuitem', { name: tr(lang, 'billing:billing.history.invoice') }),
  ).toHaveAttribute('href', /\/api\/billing\/invoices\/.+\.pdf$/);
  await shot(page, `billing-after-renewal-${lang}`);
});
