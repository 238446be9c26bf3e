import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@mustashar/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { subscribeViaSandbox } from '../support/billing';
import { acceptCookiesUpFront, expect, type Lang, shot, signInBrowser, test, tr } from '../support/fixtures';
import { createVerifiedUser, newSignedInAccount, signInApi, uniqueEmail } from '../support/outbox';

const SANDBOX_PAY = { ar: /^ادفع/, en: /^Pay / } as const;
type Quote = {
  totalCents: number;
  change: { kind: string; creditCents: number; extraDays: number; periodEnd: string } | null;
};

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

/** The server's quote for the user signed in on `request` (the same user the browser signed in). */
async function quoteFor(
  request: APIRequestContext,
  origin: string,
  planId: number,
  discountCode?: string,
): Promise<Quote> {
  const res = await request.post('/api/billing/quote', {
    data: { planId, discountCode },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { quote: Quote }).quote;
}

async function planIds(request: APIRequestContext): Promise<Record<string, number>> {
  const { plans } = (await (await request.get('/api/plans')).json()) as {
    plans: { id: number; name: string }[];
  };
  return Object.fromEntries(plans.map((p) => [p.name, p.id]));
}

/** A date as the web app writes it (Riyadh time, Arabic-Indic digits in Arabic). */
function shownDate(page: Page, iso: string, lang: Lang, withTime: boolean): Promise<string> {
  return page.evaluate(
    ([value, locale, time]) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Riyadh',
        dateStyle: 'long',
        ...(time ? { timeStyle: 'short' as const } : {}),
      }).format(new Date(value)),
    [iso, lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', withTime] as const,
  );
}

/** Chooses a plan in the billing card's "Change plan" and opens its checkout dialog. */
async function switchTo(page: Page, lang: Lang, planId: number) {
  const card = page.getByTestId('subscription-card');
  await card.getByLabel(tr(lang, 'billing:billing.subscription.changePlan')).selectOption(String(planId));
  await card.getByRole('button', { name: tr(lang, 'billing:billing.subscription.switch') }).click();
  return page.getByRole('dialog');
}

/** The billing card's end date is the one the quote promised (the day; the minute is the activation's). */
async function expectEnd(page: Page, lang: Lang, quotedEnd: string) {
  const { subscription } = (await (await page.request.get('/api/billing/subscription')).json()) as {
    subscription: { currentPeriodEnd: string };
  };
  const period = page.getByTestId('subscription-card').getByTestId('subscription-period');
  await expect(period).toHaveText(
    tr(lang, 'billing:billing.subscription.endsOn', {
      date: await shownDate(page, subscription.currentPeriodEnd, lang, true),
    }),
  );
  await expect(period).toContainText(await shownDate(page, quotedEnd, lang, false));
}

test('a yearly subscriber moving to monthly sees the credit, the extra days and the new end before confirming', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  const email = await newSignedInAccount(request, lang, 'yearly-to-monthly', 'Yara Yearly');
  await subscribeViaSandbox(request, { planName: 'national-consultant' });
  const ids = await planIds(page.request);
  const monthly = ids['trainee-lawyer']!;

  // The server's quote: a fresh year's unused value pays the whole month and buys months more.
  await signInBrowser(page, lang, email, '/dashboard/billing');
  const quote = await quoteFor(request, new URL(page.url()).origin, monthly);
  expect(quote.change).toMatchObject({ kind: 'change', creditCents: 24900 });
  expect(quote.totalCents).toBe(0);
  expect(quote.change!.extraDays).toBeGreaterThan(150);

  // From /pricing too: the same quote in the same checkout, never straight to a payment page.
  await page.goto('/pricing');
  await page
    .getByTestId('plan-card')
    .nth(1)
    .getByRole('button', { name: new RegExp(tr(lang, 'landing:pricing.choose')) })
    .click();
  await expect(page.getByRole('dialog').getByTestId('checkout-credit')).toContainText(
    formatMoney(24900, lang),
  );
  await expect(page.getByRole('dialog').getByTestId('checkout-total')).toHaveText(formatMoney(0, lang));

  await page.goto('/dashboard/billing');
  const dialog = await switchTo(page, lang, monthly);
  await expect(dialog.getByTestId('checkout-credit')).toContainText(formatMoney(24900, lang));
  await expect(dialog.getByTestId('checkout-total')).toHaveText(formatMoney(0, lang));
  const period = dialog.getByTestId('checkout-period');
  await expect(period).toContainText(await shownDate(page, quote.change!.periodEnd, lang, false));
  // The plural form the language uses for that many days, its number in the language's digits.
  const days = quote.change!.extraDays;
  const form = new Intl.PluralRules(lang).select(days);
  await expect(period).toContainText(
    tr(lang, `billing:checkout.period.extraDays_${form}`, {
      days: new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(days),
    }),
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, `switch-dialog-yearly-to-monthly-${lang}-360`);

  // Nothing to pay: it settles from the credit without the payment page, and the billing card has the new end.
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto('/dashboard/billing');
  await expectEnd(page, lang, quote.change!.periodEnd);
});

test('a yearly subscriber 320 days in moves to monthly: the credit, what is left to pay and the new end, paid in the sandbox', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  const email = await newSignedInAccount(request, lang, 'late-yearly-to-monthly', 'Layla Late');
  await subscribeViaSandbox(request, { planName: 'national-consultant' });
  const monthly = (await planIds(page.request))['trainee-lawyer']!;
  await signInBrowser(page, lang, email, '/dashboard/billing');
  const origin = new URL(page.url()).origin;
  // The year as if bought 320 days ago (a route only the end-to-end server has: apps/server/test/e2e/server.ts).
  const moved = await request.post('/dev/test/backdate-subscription', {
    data: { days: 320 },
    headers: { origin },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // About 45 days of the year are left: worth less than a month, so the month costs the difference.
  const quote = await quoteFor(request, origin, monthly);
  expect(quote.change).toMatchObject({ kind: 'change', extraDays: 0 });
  const credit = quote.change!.creditCents;
  expect(credit).toBeGreaterThan(0);
  expect(credit).toBeLessThan(24900);
  expect(quote.totalCents).toBe(24900 - credit);

  // A phone's width from a fresh load (resizing a loaded page catches the sidebar's padding mid-transition).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  const dialog = await switchTo(page, lang, monthly);
  await expect(dialog.getByTestId('checkout-credit')).toContainText(formatMoney(credit, lang));
  await expect(dialog.getByTestId('checkout-total')).toHaveText(formatMoney(quote.totalCents, lang));
  await expect(dialog.getByTestId('checkout-period')).toContainText(
    await shownDate(page, quote.change!.periodEnd, lang, false),
  );
  // The screen as the phone shows it: a full-page capture draws a modal over the wrong part of the page.
  await shot(page, `switch-dialog-yearly-late-to-monthly-${lang}-360`, false);

  // The sandbox page asks for the quoted amount; paying returns to the dashboard, which shows the new end.
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const pay = page.getByRole('button', { name: SANDBOX_PAY[lang] });
  await expect(pay).toContainText(formatMoney(quote.totalCents, lang));
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const { subscription } = (await (await page.request.get('/api/billing/subscription')).json()) as {
    subscription: { currentPeriodEnd: string; planId: number };
  };
  expect(subscription.planId).toBe(monthly);
  await expect(page.getByTestId('home-subscription')).toContainText(
    tr(lang, 'billing:home.subscription.endsOn', {
      date: await shownDate(page, subscription.currentPeriodEnd, lang, false),
    }),
  );
  await expect(page.getByTestId('home-subscription')).toContainText(
    await shownDate(page, quote.change!.periodEnd, lang, false),
  );
  await page.goto('/dashboard/billing');
  await expectEnd(page, lang, quote.change!.periodEnd);
  await shot(page, `billing-after-late-change-${lang}-360`);
});

test('a monthly subscriber moving to yearly pays the rest after the credit in the sandbox, and the end moves', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  const email = await newSignedInAccount(request, lang, 'monthly-to-yearly', 'Majed Monthly');
  await subscribeViaSandbox(request, { planName: 'trainee-lawyer' });
  const yearly = (await planIds(page.request))['national-consultant']!;
  await signInBrowser(page, lang, email, '/dashboard/billing');
  // Every checkout of the yearly plan carries the yearly offer (ANNUAL20: 20% off 1,699 SAR), a switch too.
  const offered = 169900 - 33980;
  const quote = await quoteFor(request, new URL(page.url()).origin, yearly, 'ANNUAL20');
  // The day begun counts as used (ADR 063): the month's price less one day of it.
  const credit = quote.change!.creditCents;
  expect(quote.change).toMatchObject({ kind: 'change', extraDays: 0 });
  expect(credit).toBeGreaterThan(24000);
  expect(credit).toBeLessThan(24900);
  expect(quote.totalCents).toBe(offered - credit);

  const dialog = await switchTo(page, lang, yearly);
  await expect(dialog.getByTestId('checkout-credit')).toContainText(formatMoney(credit, lang));
  await expect(dialog.getByTestId('checkout-total')).toHaveText(formatMoney(offered - credit, lang));
  await expect(dialog.getByTestId('checkout-period')).toContainText(
    await shownDate(page, quote.change!.periodEnd, lang, false),
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, `switch-dialog-monthly-to-yearly-${lang}-360`);

  // The sandbox payment page asks for what the dialog said, not the plan's price.
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const pay = page.getByRole('button', { name: SANDBOX_PAY[lang] });
  await expect(pay).toContainText(formatMoney(offered - credit, lang));
  await pay.click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/dashboard/billing');
  await expectEnd(page, lang, quote.change!.periodEnd);
  await shot(page, `billing-after-change-${lang}-360`);
});

test("a team member's billing and team pages offer no owner action, and buying is explained first", async ({
  page,
  playwright,
  baseURL,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  // The owner subscribes and invites; the member accepts the emailed invitation.
  const owner = await playwright.request.newContext({ baseURL });
  await newSignedInAccount(owner, lang, 'team-owner', 'Reem Owner');
  const memberEmail = uniqueEmail(lang, 'team-member');
  await subscribeViaSandbox(owner, { planName: 'practicing-lawyer' });
  const invited = await owner.post('/api/team/invite', {
    data: { email: memberEmail },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  await owner.dispose();
  await createVerifiedUser(request, memberEmail, 'Mona Member');
  await signInApi(request, memberEmail);
  let token = '';
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get('/dev/outbox')).json()) as {
        emails: { to: string; text: string }[];
      };
      token =
        emails
          .filter((e) => e.to.toLowerCase() === memberEmail.toLowerCase())
          .map((e) => e.text.match(/\/team\/accept\?token=([^\s&]+)/)?.[1])
          .find(Boolean) ?? '';
      return token;
    })
    .toBeTruthy();
  const accepted = await request.post('/api/team/accept', {
    data: { token: decodeURIComponent(token) },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await signInBrowser(page, lang, memberEmail, '/dashboard/billing');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('member-note')).toContainText('Reem Owner');
  for (const key of ['renew', 'cancel', 'switch']) {
    await expect(
      card.getByRole('button', { name: tr(lang, `billing:billing.subscription.${key}`) }),
    ).toHaveCount(0);
  }
  await expect(card.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tr(lang, 'billing:billing.methods.title') })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(card.getByTestId('member-note')).toBeVisible();
  // At a phone's width the page starts at the screen's edge: no sidebar room, nothing wider than the screen.
  await expect(page.getByRole('main')).toHaveJSProperty('offsetLeft', 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await shot(page, `billing-team-member-${lang}-360`);

  // Payment methods: the owner's to manage; no card list or add button for a member (dark, as some members use it).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard/payment-methods');
  await expect(page.getByText(tr(lang, 'billing:paymentMethods.ownerOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr(lang, 'billing:paymentMethods.add') })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await shot(page, `payment-methods-team-member-${lang}-360-dark`);
  await page.emulateMedia({ colorScheme: 'light' });

  // The team page: no invitation form and no one to remove.
  await page.goto('/dashboard/team');
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await expect(page.getByRole('button', { name: tr(lang, 'billing:team.invite') })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(tr(lang, 'billing:team.remove', { email: '' }).trim()) }),
  ).toHaveCount(0);

  // Buying a plan of their own is explained first; Cancel steps back without a checkout.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/packages');
  await page
    .getByTestId('package-card')
    .first()
    .getByRole('button', { name: new RegExp(tr(lang, 'billing:packages.select')) })
    .click();
  const notice = page.getByRole('dialog', {
    name: tr(lang, 'common:teamPurchase.title', { owner: 'Reem Owner' }),
  });
  await expect(notice).toContainText(tr(lang, 'common:teamPurchase.body'));
  await notice.getByRole('button', { name: tr(lang, 'common:teamPurchase.cancel') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/packages$/);
});

test("the yearly offer's code at checkout lowers the amount on the sandbox payment page and on the invoice", async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  const email = await newSignedInAccount(request, lang, 'discount', 'Dana Discount');
  const yearly = (await planIds(page.request))['national-consultant']!;
  // ANNUAL20, the seeded yearly offer (ANNUAL_OFFER_CODE's default): 20% off 1,699 SAR is 1,359.20 SAR.
  const discounted = 169900 - 33980;
  await signInBrowser(page, lang, email, `/dashboard/packages?plan=${yearly}`);

  // The yearly plan's checkout opens with the offer's code applied, as on every path to it.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('checkout-discount')).toContainText(formatMoney(33980, lang));
  await expect(dialog.getByTestId('checkout-total')).toHaveText(formatMoney(discounted, lang));
  await dialog.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const pay = page.getByRole('button', { name: SANDBOX_PAY[lang] });
  await expect(pay).toContainText(formatMoney(discounted, lang));
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // The invoice of that payment: the discount line and the discounted total.
  const { payments } = (await (await page.request.get('/api/billing/history')).json()) as {
    payments: { status: string; amount_cents: number; invoiceUrl: string | null }[];
  };
  const paid = payments.find((p) => p.status === 'paid');
  expect(paid).toMatchObject({ amount_cents: discounted });
  const pdf = await page.request.get(new URL(paid!.invoiceUrl!).pathname);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-invoice-')), 'invoice.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('ANNUAL20');
  // pdftotext sometimes drops the decimal point of the bold total (the figure and its digits are what count here).
  expect(text).toMatch(/1,359[.\s]20|١٬٣٥٩٫٢٠/);
  expect(text).toMatch(/339\.80|٣٣٩٫٨٠/);
});
