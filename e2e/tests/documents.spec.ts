import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Download, Page } from '@playwright/test';
import { subscribeViaSandbox } from '../support/billing';
import { acceptCookiesUpFront, expect, type Lang, test, tr } from '../support/fixtures';
import { createVerifiedUser, PASSWORD, uniqueEmail } from '../support/outbox';

const shots = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
mkdirSync(shots, { recursive: true });

const TENANT = { ar: 'سارة خالد العتيبي', en: 'Sara Alotaibi' } as const;
const CONTRACT = `عقد عمل
البند الأول: الطرف الأول شركة الأفق صاحب العمل، والطرف الثاني العامل أحمد سالم.
البند الثاني: يخضع العامل لفترة تجربة مدتها ١٢ شهرا من تاريخ مباشرة العمل.
البند الثالث: يتنازل العامل عن مكافأة نهاية الخدمة عند انتهاء العقد لأي سبب.
البند الرابع: يدفع الأجر في نهاية كل شهر ميلادي.`;

async function signInAsSubscriber(page: Page, lang: Lang): Promise<void> {
  const email = uniqueEmail(lang, 'documents');
  await createVerifiedUser(page.request, email, 'Documents Subscriber');
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD, remember: true },
  });
  expect(login.ok()).toBe(true);
  // Documents (drafting and contract review) come with the six-month plan and up.
  await subscribeViaSandbox(page.request, { planName: 'practicing-lawyer' });
  // Sign in through the page too, so the app holds the session as a user's browser does.
  await page.goto('/login?returnTo=%2Fdashboard%2Fdocuments');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test('a subscriber drafts a lease and reviews a contract, downloading both as files', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(context, baseURL!);
  await signInAsSubscriber(page, lang);
  await expect(
    page.getByRole('link', { name: tr(lang, 'account:shell.nav.documents') }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'documents:title') })).toBeVisible();

  await page.getByRole('radio', { name: lang === 'ar' ? 'عقد إيجار سكني' : 'Residential Lease' }).check();
  const form = page.getByRole('form', { name: lang === 'ar' ? 'عقد إيجار سكني' : 'Residential Lease' });
  // Sending it empty names the missing fields.
  await form.getByRole('button', { name: tr(lang, 'documents:downloadPdf') }).click();
  const tenantLabel = lang === 'ar' ? 'اسم المستأجر' : 'Tenant name';
  await expect(form.getByText(tr(lang, 'documents:problems.required', { label: tenantLabel }))).toBeVisible();

  const values: Record<string, string> = {
    landlord_name: lang === 'ar' ? 'عبدالله الشهري' : 'Abdullah Alshehri',
    landlord_id: '1023456789',
    tenant_name: TENANT[lang],
    tenant_id: '2034567891',
    city: lang === 'ar' ? 'الرياض' : 'Riyadh',
    district: lang === 'ar' ? 'النرجس' : 'Al Narjis',
    unit_description: lang === 'ar' ? 'شقة في الدور الثاني' : 'a second-floor flat',
    duration_months: '12',
    annual_rent: '48000',
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  // The start date: day, month name and year in the page's language (no browser date input).
  const start = form.getByRole('group', { name: lang === 'ar' ? 'تاريخ بداية الإيجار' : 'Lease start date' });
  await start.getByRole('textbox', { name: tr(lang, 'form.date.day') }).fill(lang === 'ar' ? '١٥' : '15');
  await start
    .getByRole('combobox', { name: tr(lang, 'form.date.month') })
    .selectOption({ label: lang === 'ar' ? 'يناير' : 'January' });
  await start
    .getByRole('textbox', { name: tr(lang, 'form.date.year') })
    .fill(lang === 'ar' ? '٢٠٢٦' : '2026');
  await form.locator('[name="payment_schedule"]').selectOption('quarterly');
  await shot(page, `documents-${lang}`);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: tr(lang, 'documents:downloadPdf') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await bytesOf(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: tr(lang, 'documents:downloadDocx') }).click(),
  ]);
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  expect((await bytesOf(docx)).subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByLabel(tr(lang, 'documents:review.paste')).fill(CONTRACT);
  await page.getByRole('button', { name: tr(lang, 'documents:review.run') }).click();
  await expect(page.getByText(tr(lang, 'documents:review.risk.high')).first()).toBeVisible();
  await expect(page.getByText(/١٢ شهرا/).first()).toBeVisible();
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: tr(lang, 'documents:review.downloadPdf') }).click(),
  ]);
  expect((await bytesOf(report)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A phone in the dark theme: the page fits 360 px without sideways scrolling.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 780 });
  // The layout settles over a few frames after the resize (the sidebar turns into the bottom bar).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot(page, `documents-${lang}-360-dark`);
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}
