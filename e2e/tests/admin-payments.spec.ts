import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { newConsoleUser } from '../support/admin';
import { subscribeViaSandbox } from '../support/billing';
import { acceptCookiesUpFront, expect, shot, test, tr } from '../support/fixtures';
import { createVerifiedUser, signInApi, uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

type Word = { text: string; xMin: number; yMin: number };

/** The words pdftotext finds in a PDF, with their boxes. */
function pdfWords(pdf: Buffer): Word[] {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-credit-note-')), 'credit-note.pdf');
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    text: m[3]!.replaceAll('&amp;', '&'),
  }));
}

// pdftotext gives an Arabic word's glyphs in visual order (last letter first; a lam-alef ligature is one glyph
// holding both letters); digits and Latin words stay as written.
const ARABIC_LETTER = /[\u0621-\u064A]/;
const visual = (word: string) =>
  ARABIC_LETTER.test(word)
    ? (word.match(/\u0644[\u0622\u0623\u0625\u0627]|./gsu) ?? []).reverse().join('')
    : word;

/** The words of the line holding `anchor` (as written), from right to left. */
function lineRightToLeft(words: Word[], anchor: string): string[] {
  const hit = words.find((w) => w.text === visual(anchor));
  if (!hit) throw new Error(`no word ${anchor} in the PDF`);
  return words
    .filter((w) => Math.abs(w.yMin - hit.yMin) < 3)
    .sort((a, b) => b.xMin - a.xMin)
    .map((w) => w.text);
}

test('an admin finds a sandbox payment, refunds it with a reason, downloads the credit note; support may look but not refund', async ({
  page,
  request,
  browser,
  baseURL,
  lang,
}) => {
  test.setTimeout(240_000);
  const customerEmail = uniqueEmail(lang, 'refund-customer');
  await createVerifiedUser(request, customerEmail, `Refund customer ${lang}`);
  await signInApi(request, customerEmail);
  await subscribeViaSandbox(request);
  const { payments } = (await (await request.get('/api/billing/history')).json()) as {
    payments: { id: string; orderNumber: string; status: string }[];
  };
  const paid = payments.find((p) => p.status === 'paid')!;

  // Support opens the payment before it is refunded: no refund button, and the API refuses the refund.
  const supportContext = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  await acceptCookiesUpFront(supportContext, baseURL!);
  const supportPage = await supportContext.newPage();
  // Accounts are made from a client without cookies, as the e2e helpers expect (a cookie needs an Origin).
  const supportSetup = await apiRequest.newContext({ baseURL });
  await newConsoleUser(supportPage, supportSetup, lang, 'support', 'refund-support');
  await supportSetup.dispose();
  await supportPage.goto(`/admin/payments/${paid.id}`);
  await expect(supportPage.getByRole('main').getByText(tr(lang, 'admin:payment.notRefunded'))).toBeVisible();
  await expect(
    supportPage.getByRole('button', { name: tr(lang, 'admin:payment.refundButton'), exact: true }),
  ).toHaveCount(0);
  const refused = await supportPage.request.post(`/api/admin/payments/${paid.id}/refund`, {
    data: { reason: 'Support tries' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(403);
  await supportContext.close();

  const adminSetup = await apiRequest.newContext({ baseURL });
  const { email: adminEmail } = await newConsoleUser(page, adminSetup, lang, 'admin', 'refund-admin');
  await adminSetup.dispose();
  const main = page.getByRole('main');
  await page.getByRole('link', { name: tr(lang, 'admin:nav.payments') }).click();
  await main.getByRole('searchbox', { name: tr(lang, 'admin:payments.user') }).fill(customerEmail);
  await main.getByRole('button', { name: tr(lang, 'admin:payments.apply') }).click();
  await expect(main.getByTestId('payments').getByRole('listitem')).toHaveCount(1);
  await shot(page, `admin-payments-${lang}-1280`);
  await main.getByRole('link', { name: paid.orderNumber }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/payments/${paid.id}`);
  await expect(main.getByText(tr(lang, 'admin:payment.notRefunded'))).toBeVisible();

  await main.getByRole('button', { name: tr(lang, 'admin:payment.refundButton'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const reason = lang === 'ar' ? 'طلب العميل إلغاء الاشتراك' : 'The customer asked to cancel';
  await dialog.getByRole('textbox', { name: tr(lang, 'admin:payment.dialog.reason') }).fill(reason);
  await shot(page, `admin-refund-dialog-${lang}`, false);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  const refund = main.getByTestId('refund');
  await expect(refund).toContainText(reason);
  await expect(refund).toContainText(tr(lang, 'admin:payment.endedAccess'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, `admin-payment-refunded-${lang}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });

  // The credit note, as the admin downloads it: its own number, the invoice it credits, the reason, in Arabic order.
  const link = refund.getByRole('link', { name: /./ });
  const href = (await link.getAttribute('href'))!;
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const words = pdfWords(await pdf.body());
  expect(lineRightToLeft(words, 'إشعار').slice(0, 2)).toEqual(['إشعار', 'دائن'].map(visual));
  if (lang === 'ar')
    expect(lineRightToLeft(words, 'العميل')).toEqual(expect.arrayContaining(reason.split(' ').map(visual)));
  const text = words.map((w) => w.text).join(' ');
  expect(text).toContain('-SAR');
  // The customer may download it too, and their access ended with the refund.
  expect((await request.get(href)).status()).toBe(200);
  const subscription = (await (await request.get('/api/billing/subscription')).json()) as {
    subscription: unknown;
  };
  expect(subscription.subscription).toBeNull();

  // The audit log lists the refund by this admin.
  await page.getByRole('link', { name: tr(lang, 'admin:nav.audit') }).click();
  await main.getByLabel(tr(lang, 'admin:audit.action')).selectOption('admin.refund');
  await main.getByRole('searchbox', { name: tr(lang, 'admin:audit.actor') }).fill(adminEmail);
  await main.getByRole('button', { name: tr(lang, 'admin:audit.apply') }).click();
  const entries = main.getByTestId('audit-entries').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(tr(lang, 'admin:actions.admin_refund'));
});
