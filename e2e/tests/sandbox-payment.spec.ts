import { subscribeViaSandbox } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { createVerifiedUser, PASSWORD, uniqueEmail } from '../support/outbox';

test.describe('sandbox payment page', () => {
  test('subscribeViaSandbox makes a signed-in user a subscriber', async ({ request, lang }) => {
    const email = uniqueEmail(lang, 'sandbox-api');
    await createVerifiedUser(request, email);
    const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.ok()).toBe(true);
    await subscribeViaSandbox(request, { planName: 'hourly' });
    const me = await request.get('/api/auth/me');
    expect(JSON.stringify(await me.json())).toContain('"subscriptionActive":true');
    const sub = await request.get('/api/billing/subscription');
    expect((await sub.json()).subscription).toMatchObject({ planName: 'hourly', status: 'active' });
  });

  test('renders in our look in both themes, and Pay returns to the callback', async ({
    page,
    request,
    lang,
  }) => {
    const email = uniqueEmail(lang, 'sandbox-page');
    await createVerifiedUser(request, email);
    await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url())
      .origin;
    const plans = (await (await page.request.get('/api/plans')).json()).plans as {
      id: number;
      name: string;
    }[];
    const created = await page.request.post('/api/billing/paylink/create-invoice', {
      data: { planId: plans.find((p) => p.name === 'hourly')!.id },
      headers: { origin },
    });
    const { invoice } = await created.json();

    await page.goto(`${new URL(invoice.paymentUrl).pathname}?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(lang === 'ar' ? '١٦٫٨٣' : '16.83')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`sandbox-${lang}-light.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 18, 32)');
    await page.screenshot({ path: test.info().outputPath(`sandbox-${lang}-dark.png`), fullPage: true });

    await page.getByRole('radio', { name: /mada/ }).check();
    await page.getByRole('button', { name: lang === 'ar' ? /ادفع/ : /^Pay/ }).click();
    await page.waitForURL(/\/payment\/callback\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('TransactionNo')).toBe(invoice.transactionNo);
    expect(url.searchParams.get('OrderNumber')).toBe(invoice.orderNumber);
  });
});
