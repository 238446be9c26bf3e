import { formatMoney } from '@mustashar/contracts';
import type { Locator, Page } from '@playwright/test';
import { subscribeViaSandbox } from '../support/billing';
import { acceptCookiesUpFront, expect, type Lang, shot, signInBrowser, test, tr } from '../support/fixtures';
import { newSignedInAccount } from '../support/outbox';

// Every path that buys the yearly plan opens the same checkout with the same server quote: the list price, the
// yearly offer's discount and what is left to pay. After paying, the dashboard and billing show what was paid.

const YEARLY = 'national-consultant';
const PRICE = 169900;
// The offer as the e2e server seeds it (the default code, 20% off the yearly plan).
const DISCOUNT = 33980;
const PAID = PRICE - DISCOUNT;
const YEARLY_NAME = { ar: 'مستشار وطني', en: 'National consultant' } as const;
const SANDBOX_PAY = { ar: /^ادفع/, en: /^Pay / } as const;

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptCookiesUpFront(context, baseURL!);
  await page.setViewportSize({ width: 360, height: 800 });
});

/** The checkout as every path shows it: the plan, its price, the offer's discount and the total. */
async function expectYearlyCheckout(page: Page, lang: Lang): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  // The first checkout of a page loads its chunk, the plans, the offer and the quote: give it a busy machine's time.
  await expect(dialog.getByRole('heading')).toHaveText(
    tr(lang, 'billing:packages.confirmTitle', { plan: YEARLY_NAME[lang] }),
    { timeout: 20_000 },
  );
  await expect(dialog.getByTestId('checkout-total')).toHaveText(formatMoney(PAID, lang));
  await expect(dialog.getByTestId('checkout-discount')).toContainText(formatMoney(DISCOUNT, lang));
  await expect(dialog).toContainText(formatMoney(PRICE, lang));
  await expect(dialog).toContainText(
    tr(lang, 'billing:packages.confirmBodyNow', { price: formatMoney(PAID, lang) }),
  );
  return dialog;
}

/** Continue → the sandbox page asks for the quoted amount → Pay → the result page; then the subscription runs. */
async function payAndSeePaid(page: Page, lang: Lang, dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const pay = page.getByRole('button', { name: SANDBOX_PAY[lang] });
  await expect(pay).toContainText(formatMoney(PAID, lang));
  await pay.click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/billing/subscription');
      return ((await res.json()) as { subscription: { interval: string; paidCents: number } | null })
        .subscription;
    })
    .toMatchObject({ interval: 'yearly', paidCents: PAID });

  // What was paid, per year, on the dashboard and on billing; no offer of the yearly plan to its subscriber.
  const perYear = `${formatMoney(PAID, lang)} ${tr(lang, 'billing:per.yearly')}`;
  await page.goto('/dashboard');
  await expect(page.getByTestId('home-subscription-price')).toHaveText(perYear);
  await expect(page.getByTestId('home-subscription')).not.toContainText(formatMoney(PRICE, lang));
  await expect(page.getByTestId('stats')).toBeVisible();
  await expect(page.getByTestId('home-offer')).toHaveCount(0);
  await shot(page, `plan-paths-dashboard-${name}-${lang}-360`, false);
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('subscription-price')).toHaveText(perYear);
  await shot(page, `plan-paths-billing-${name}-${lang}-360`, false);
}

test('from /pricing: the yearly card opens the checkout with the offer, and the paid amount shows after', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const email = await newSignedInAccount(request, lang, 'paths-pricing', 'Paula Pricing');
  await signInBrowser(page, lang, email);
  await page.goto('/pricing');
  await page
    .getByTestId('plan-card')
    .nth(3)
    .getByRole('button', { name: new RegExp(tr(lang, 'landing:pricing.choose')) })
    .click();
  // The checkout opens where the card is, never straight on the payment page.
  await expect(page).toHaveURL(/\/pricing$/);
  const dialog = await expectYearlyCheckout(page, lang);
  await shot(page, `plan-paths-checkout-pricing-${lang}-360`, false);
  await payAndSeePaid(page, lang, dialog, 'pricing');
});

test("from the subscription gate: Get Started opens the same checkout, and the gate lists the plan's features", async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const email = await newSignedInAccount(request, lang, 'paths-gate', 'Ghada Gate');
  await signInBrowser(page, lang, email);
  const gate = page.getByTestId('subscription-gate');
  await expect(gate).toBeVisible();
  const plan = gate.getByTestId('gate-plan').nth(3);
  // The same list as the pricing card of the plan, and the offer's price.
  const { plans } = (await (await request.get('/api/plans')).json()) as {
    plans: { name: string; features: Record<Lang, string[]> }[];
  };
  const yearly = plans.find((p) => p.name === YEARLY)!;
  await expect(plan.getByTestId('gate-features').getByRole('listitem')).toHaveText(yearly.features[lang]);
  await expect(plan.getByTestId('gate-offer')).toContainText(formatMoney(PAID, lang));
  await shot(page, `plan-paths-gate-${lang}-360`, false);
  await plan.getByRole('button', { name: new RegExp(tr(lang, 'account:gate.getStarted')) }).click();
  const dialog = await expectYearlyCheckout(page, lang);
  await shot(page, `plan-paths-checkout-gate-${lang}-360`, false);
  await payAndSeePaid(page, lang, dialog, 'gate');
});

test("from the dashboard's offer: a subscriber whose month has run out opens the same checkout", async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const email = await newSignedInAccount(request, lang, 'paths-offer', 'Omar Offer');
  await subscribeViaSandbox(request, { planName: 'trainee-lawyer' });
  await signInBrowser(page, lang, email);
  // The month as if bought 31 days ago: it has ended (nothing left to credit), and the grace days keep the
  // dashboard open (a route only the end-to-end server has: apps/server/test/e2e/server.ts).
  const moved = await request.post('/dev/test/backdate-subscription', {
    data: { days: 31 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto('/dashboard');
  const offer = page.getByTestId('home-offer');
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: tr(lang, 'billing:home.offer.cta') }).click();
  const dialog = await expectYearlyCheckout(page, lang);
  await shot(page, `plan-paths-checkout-offer-${lang}-360`, false);
  await payAndSeePaid(page, lang, dialog, 'offer');
});

test("from a renewal reminder's link: a yearly subscriber who paid the full price gets the offer on renewing", async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const email = await newSignedInAccount(request, lang, 'paths-reminder', 'Rana Reminder');
  // Bought without the offer (straight through the API, as an old client could): the full price.
  await subscribeViaSandbox(request, { planName: YEARLY });
  const before = (await (await request.get('/api/billing/subscription')).json()) as {
    subscription: { paidCents: number };
  };
  expect(before.subscription.paidCents).toBe(PRICE);
  // The reminder email's link, as the server writes it.
  await signInBrowser(page, lang, email, `/dashboard/billing?renew=${YEARLY}`);
  const dialog = await expectYearlyCheckout(page, lang);
  await expect(dialog.getByTestId('checkout-period')).toBeVisible();
  await shot(page, `plan-paths-checkout-reminder-${lang}-360`, false);
  await payAndSeePaid(page, lang, dialog, 'reminder');
});
