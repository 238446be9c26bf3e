import { newConsoleUser } from '../support/admin';
import { acceptCookiesUpFront, expect, shot, test, tr } from '../support/fixtures';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

test("an admin reads the business's numbers: cards, charts and the same figures as tables, on a desktop and a phone", async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(120_000);
  await newConsoleUser(page, request, lang, 'admin', 'numbers-admin');
  await page.getByRole('link', { name: tr(lang, 'admin:nav.numbers') }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr(lang, 'admin:numbers.title') })).toBeVisible();

  // The admin's own account was made today, inside the default range, so at least one new account shows, written
  // in the page's digits.
  const signups = main.getByTestId('numbers-signups');
  // The first figures of a busy shared e2e server may take a while: wait for them, however long the test allows.
  await expect(signups).toContainText(tr(lang, 'admin:numbers.cards.signups'), { timeout: 30_000 });
  await expect(signups.locator('dd').first()).toHaveText(lang === 'ar' ? /^[٠-٩٬]+$/ : /^[0-9,]+$/);
  await expect(main.getByRole('figure')).toHaveCount(3);
  await expect(main.locator('figure svg.recharts-surface').first()).toBeVisible();

  // One day only: the range goes into the address and the daily table has one row.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
  await main.getByLabel(tr(lang, 'admin:numbers.from')).fill(today);
  await main.getByLabel(tr(lang, 'admin:numbers.to')).fill(today);
  await main.getByRole('button', { name: tr(lang, 'admin:numbers.apply') }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today,
  );
  await main.getByText(tr(lang, 'admin:numbers.table.show')).click();
  await expect(main.getByTestId('numbers-daily').locator('tbody tr')).toHaveCount(1);
  await shot(page, `admin-numbers-${lang}-1280`);

  // On a phone, in the dark theme: the cards stack and the charts keep to the screen's width.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(main.getByRole('heading', { level: 1, name: tr(lang, 'admin:numbers.title') })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, `admin-numbers-${lang}-360`);
});

test('a support user has no numbers: no link, and the page says the console refused', async ({
  page,
  request,
  lang,
  consoleErrors,
}) => {
  await newConsoleUser(page, request, lang, 'support', 'numbers-support');
  await expect(page.getByRole('link', { name: tr(lang, 'admin:nav.users') })).toBeVisible();
  await expect(page.getByRole('link', { name: tr(lang, 'admin:nav.numbers') })).toHaveCount(0);
  const refused = page.waitForResponse((res) => res.url().includes('/api/admin/numbers'));
  await page.goto('/admin/numbers');
  expect((await refused).status()).toBe(403);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    lang === 'ar' ? 'هذه الصفحة لفريق التشغيل فقط.' : 'This page is for the operations team only.',
  );
  // The console's refusal is what this test asks for: not an error of the page.
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (/status of 403/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});
