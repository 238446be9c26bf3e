import { newConsoleUser } from '../support/admin';
import { acceptCookiesUpFront, expect, shot, test, tr } from '../support/fixtures';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

test('an admin sees what the legal engine runs on, indexes the texts again, and the audit log lists it', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(120_000);
  const { email } = await newConsoleUser(page, request, lang, 'admin', 'content-admin');
  await page.getByRole('link', { name: tr(lang, 'admin:nav.content'), exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr(lang, 'admin:content.title') })).toBeVisible();

  // The e2e server imports the fixture corpus: four laws, one of them repealed.
  const corpus = main.getByTestId('content-corpus');
  await expect(corpus).toContainText(`${tr(lang, 'admin:content.corpus.laws')}${lang === 'ar' ? '٤' : '4'}`);
  await expect(corpus).toContainText(
    lang === 'ar' ? 'نظام واحد ملغى' : tr(lang, 'admin:content.corpus.lawsRepealed_one', { formatted: '1' }),
  );
  // Guides cite laws the fixture lacks: each says which.
  await expect(main.getByTestId('content-guides')).toContainText(
    tr(lang, 'admin:content.checks.law_missing'),
  );

  await main.getByRole('button', { name: tr(lang, 'admin:content.reindex.button') }).click();
  await expect(main.getByRole('status')).toHaveText(
    lang === 'ar' ? 'أُعيدت فهرسة النصوص النظامية.' : 'The legal texts were indexed again.',
  );
  await expect(main.getByTestId('content-index')).toContainText(tr(lang, 'admin:content.index.builtAt'));
  await shot(page, `admin-content-${lang}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(main.getByRole('heading', { level: 1, name: tr(lang, 'admin:content.title') })).toBeVisible();
  await shot(page, `admin-content-${lang}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: tr(lang, 'admin:nav.audit') }).click();
  await main.getByLabel(tr(lang, 'admin:audit.action')).selectOption('admin.corpus_reindex');
  await main.getByRole('searchbox', { name: tr(lang, 'admin:audit.actor') }).fill(email);
  await main.getByRole('button', { name: tr(lang, 'admin:audit.apply') }).click();
  const entries = main.getByTestId('audit-entries').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(tr(lang, 'admin:actions.admin_corpus_reindex'));
});

test('support reads the content page but has no re-index button', async ({ page, request, lang }) => {
  await newConsoleUser(page, request, lang, 'support', 'content-support');
  await page.getByRole('link', { name: tr(lang, 'admin:nav.content'), exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByTestId('content-guides')).toBeVisible();
  await expect(main.getByRole('button', { name: tr(lang, 'admin:content.reindex.button') })).toHaveCount(0);
});
