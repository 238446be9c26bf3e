import { formatMoney } from '@mustashar/contracts';
import type { Browser, Page } from '@playwright/test';
import { newConsoleUser } from '../support/admin';
import { acceptCookiesUpFront, expect, type Lang, shot, signInBrowser, test, tr } from '../support/fixtures';
import { newSignedInAccount } from '../support/outbox';

// Plans and discount codes from the console (ADR 088). Other specs run against the same server at the same time:
// no price changes here, and each project edits the Arabic description of its own plan (one no other spec asserts
// descriptions of), putting it back at the end.

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

const PLAN_OF: Record<Lang, { name: string; priceCents: number; display: Record<Lang, string> }> = {
  ar: { name: 'hourly', priceCents: 12900, display: { ar: 'استشارة بالساعة', en: 'Hourly consultation' } },
  en: { name: 'trainee-lawyer', priceCents: 24900, display: { ar: 'محامٍ متدرب', en: 'Trainee lawyer' } },
};
// The monthly plan, bought with the code below (its price is not changed by any spec).
const MONTHLY_PRICE = 24900;

/** A fresh browser in Arabic, watched by axe like the test's own pages. */
async function freshArabicPage(browser: Browser, baseURL: string, watch: (page: Page) => void) {
  const context = await browser.newContext({ locale: 'ar-SA' });
  await acceptCookiesUpFront(context, baseURL);
  const page = await context.newPage();
  watch(page);
  return { context, page };
}

test('an admin edits a plan description shown on /pricing, creates a code a customer applies at checkout, and the audit log lists both', async ({
  page,
  request,
  browser,
  baseURL,
  lang,
  a11y,
}) => {
  test.setTimeout(240_000);
  const { email: adminEmail } = await newConsoleUser(page, request, lang, 'admin', 'console-plans');
  const main = page.getByRole('main');
  const plan = PLAN_OF[lang];
  const { plans } = (await (await request.get('/api/plans')).json()) as {
    plans: { name: string; description: Record<Lang, string> }[];
  };
  const original = plans.find((p) => p.name === plan.name)!.description.ar;
  const edited = `${original} (تعديل ${Date.now()})`;

  // The plan's Arabic description, edited in the console.
  await page.getByRole('link', { name: tr(lang, 'admin:nav.plans') }).click();
  await expect(main.getByRole('heading', { level: 1, name: tr(lang, 'admin:plans.title') })).toBeVisible();
  const editName = tr(lang, 'admin:plans.editOf', { name: plan.display[lang] });
  const editDescription = async (text: string) => {
    await main.getByRole('button', { name: editName }).click();
    const form = main.getByRole('form', { name: editName });
    const arabic = form.getByRole('region', { name: tr(lang, 'admin:locales.ar') });
    await arabic.getByLabel(tr(lang, 'admin:plans.description')).fill(text);
    await form.getByRole('button', { name: tr(lang, 'admin:plans.save') }).click();
    await expect(form.getByRole('status')).toHaveText(
      tr(lang, 'admin:plans.saved', { price: formatMoney(plan.priceCents, lang) }),
    );
    return form;
  };
  const form = await editDescription(edited);
  await shot(page, `admin-plans-edit-${lang}-1280`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(form).toBeVisible();
  await shot(page, `admin-plans-edit-${lang}-1280-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await form.getByRole('button', { name: tr(lang, 'admin:plans.close') }).click();

  // A visitor's fresh page in Arabic shows it on /pricing, no rebuild.
  const visitor = await freshArabicPage(browser, baseURL!, (p) => a11y.watch(p));
  await visitor.page.goto('/pricing');
  await expect(visitor.page.getByTestId('plan-description').filter({ hasText: edited })).toBeVisible();
  await a11y.settled(visitor.page, true);
  a11y.unwatch(visitor.page);
  await visitor.context.close();

  // Put it back: other specs may look at the same cards.
  await editDescription(original);

  // A discount code, created in the console (Arabic digits are read too).
  const code = `E2E${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('link', { name: tr(lang, 'admin:nav.codes') }).click();
  await main.getByRole('button', { name: tr(lang, 'admin:codes.new') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(tr(lang, 'admin:codes.code')).fill(code.toLowerCase());
  await dialog.getByLabel(tr(lang, 'admin:codes.percentValue')).fill(lang === 'ar' ? '١٠' : '10');
  await dialog.getByLabel(tr(lang, 'admin:codes.max')).fill('5');
  await dialog.getByRole('button', { name: tr(lang, 'admin:codes.create') }).click();
  await expect(main.getByText(tr(lang, 'admin:codes.created', { code }))).toBeVisible();
  const row = main.getByTestId('admin-code').filter({ hasText: code });
  await expect(row).toBeVisible();
  await shot(page, `admin-codes-${lang}-1280`);
  // The same list on a phone, in the dark theme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row).toBeVisible();
  await shot(page, `admin-codes-${lang}-360-dark`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  // A customer applies it at checkout: the quote shows the discount.
  const customerEmail = await newSignedInAccount(request, lang, 'code-buyer', 'Coda Buyer');
  const customer = await browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  await acceptCookiesUpFront(customer, baseURL!);
  const buyer = await customer.newPage();
  a11y.watch(buyer);
  await signInBrowser(buyer, lang, customerEmail);
  await buyer.goto('/pricing');
  await buyer
    .getByTestId('plan-card')
    .nth(1)
    .getByRole('button', { name: new RegExp(tr(lang, 'landing:pricing.choose')) })
    .click();
  const checkout = buyer.getByRole('dialog');
  await checkout.getByLabel(tr(lang, 'billing:checkout.codeLabel')).fill(code);
  await checkout.getByRole('button', { name: tr(lang, 'billing:checkout.apply') }).click();
  const off = Math.round(MONTHLY_PRICE / 10);
  await expect(checkout.getByTestId('checkout-discount')).toContainText(formatMoney(off, lang), {
    timeout: 20_000,
  });
  await expect(checkout.getByTestId('checkout-total')).toHaveText(formatMoney(MONTHLY_PRICE - off, lang));
  await shot(buyer, `admin-plans-checkout-code-${lang}-1280`, false);
  await checkout.getByRole('button', { name: tr(lang, 'billing:packages.confirm') }).click();
  await expect(buyer).toHaveURL(/\/sandbox\/pay\//);
  await a11y.settled(buyer, true);
  a11y.unwatch(buyer);
  await customer.close();

  // The console counts the held redemption and names the customer.
  await page.reload();
  await row.getByRole('button', { name: `${tr(lang, 'admin:codes.redemptions')}: ${code}` }).click();
  await expect(page.getByRole('dialog').getByTestId('redemptions')).toContainText(customerEmail);
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('code-usage')).toContainText(lang === 'ar' ? 'بقيت ٤ استخدامات' : '4 left');

  // The audit log lists both actions, by this admin.
  await page.getByRole('link', { name: tr(lang, 'admin:nav.audit') }).click();
  const entries = main.getByTestId('audit-entries').getByRole('listitem');
  for (const [action, count] of [
    ['admin.plan_update', 2],
    ['admin.discount_create', 1],
  ] as const) {
    await main.getByLabel(tr(lang, 'admin:audit.action')).selectOption(action);
    await main.getByRole('searchbox', { name: tr(lang, 'admin:audit.actor') }).fill(adminEmail);
    await main.getByRole('button', { name: tr(lang, 'admin:audit.apply') }).click();
    await expect(entries).toHaveCount(count);
    for (const entry of await entries.all()) {
      await expect(entry).toContainText(tr(lang, `admin:actions.${action.replace('.', '_')}`));
      await expect(entry).toContainText(adminEmail);
    }
  }
  await shot(page, `admin-plans-audit-${lang}-1280`);
});
