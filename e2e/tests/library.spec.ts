import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LawDetail } from '@mustashar/contracts';
import type { APIRequestContext } from '@playwright/test';
import { acceptCookiesUpFront, expect, type Lang, test, tr } from '../support/fixtures';

// The server starts with the fixture corpus imported (playwright.config.ts): نظام العمل (fx-labour) and friends.

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

async function labourLaw(request: APIRequestContext): Promise<LawDetail> {
  const res = await request.get('/api/legal/laws/fx-labour');
  expect(res.ok()).toBe(true);
  return (await res.json()) as LawDetail;
}

const lawName = (lang: Lang) => (lang === 'en' ? 'Labor Law' : 'نظام العمل');
const articleName = (lang: Lang, number: number, label: string) =>
  lang === 'en' ? `Article ${number}` : label;

test('from the navigation, browse to a law by category and open an article', async ({ page, lang }) => {
  // At once, while the landing page may still be hydrating (a navigation then used to log React's #418).
  await page.goto('/');
  await page
    .getByRole('navigation', { name: tr(lang, 'a11y.mainNav') })
    .getByRole('link', { name: tr(lang, 'nav.library') })
    .click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'library:title'));
  await expect(page).toHaveTitle(`${tr(lang, 'library:metaTitle')} | ${tr(lang, 'app.name')}`);

  const laws = page.getByRole('region', { name: tr(lang, 'library:laws.title') });
  await laws
    .getByRole('navigation', { name: tr(lang, 'library:laws.filterLabel') })
    .getByRole('button', { name: new RegExp(tr(lang, 'library:categories.labour')) })
    .click();
  await expect(page).toHaveURL(/category=labour/);
  await expect(laws.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(1);
  await laws.getByRole('link', { name: lawName(lang) }).click();

  await expect(page).toHaveURL(/\/library\/laws\/fx-labour$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lawName(lang));
  await expect(page.getByRole('main')).toContainText(tr(lang, 'library:status.in_force'));
  const chapter = page.getByRole('heading', { name: 'مكافأة نهاية الخدمة' });
  await expect(chapter).toHaveAttribute('lang', 'ar');

  await page
    .getByRole('link', { name: articleName(lang, 84, 'المادة الرابعة والثمانون'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/library\/articles\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    articleName(lang, 84, 'المادة الرابعة والثمانون'),
  );
  const text = page.getByRole('region', { name: tr(lang, 'library:article.text') });
  await expect(text.locator('[lang="ar"][dir="rtl"]')).toContainText('مكافأة عن مدة خدمته');
  const pager = page.getByRole('navigation', { name: tr(lang, 'library:article.articleNav') });
  await pager.getByRole('link', { name: new RegExp(tr(lang, 'library:article.next')) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    articleName(lang, 85, 'المادة الخامسة والثمانون'),
  );
});

test('search finds the article and opens it at its place in the law', async ({ page, lang }) => {
  await page.goto('/library');
  const query = lang === 'en' ? 'end of service award' : 'مكافأة نهاية الخدمة';
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: tr(lang, 'library:search.label') }).fill(query);
  await search.getByRole('button', { name: tr(lang, 'library:search.submit') }).click();
  await expect(page).toHaveURL(/\?q=/);

  const results = page.getByRole('region', { name: tr(lang, 'library:search.resultsTitle', { q: query }) });
  const first = results.getByRole('listitem').first();
  await expect(first).toContainText(tr(lang, 'library:search.kind.article'));
  await expect(first).toContainText('نظام العمل');
  if (lang === 'ar') await expect(first.locator('mark').first()).toBeVisible();
  // The built-in guide on the subject is found too.
  await expect(results.getByText(tr(lang, 'library:search.kind.guide')).first()).toBeVisible();

  await first.getByRole('link', { name: 'المادة الرابعة والثمانون' }).click();
  await expect(page).toHaveURL(/\/library\/laws\/fx-labour#article-84$/);
  const article = page.locator('#article-84');
  await expect(article).toBeFocused();
  await expect(article).toBeInViewport();
});

test('a chat citation address opens its article directly: the wording in force, its history behind a fold', async ({
  page,
  request,
  lang,
}) => {
  const law = await labourLaw(request);
  const article77 = law.articles.find((a) => a.number === 77 && !a.bis)!;
  await page.goto(`/library/articles/${article77.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    articleName(lang, 77, 'المادة السابعة والسبعون'),
  );
  // The article is shown in its amended wording, as the law in force.
  const inForce = page.getByRole('region', { name: tr(lang, 'library:article.currentText') });
  await expect(inForce).toContainText('خمسة عشر يوما');
  await expect(inForce).not.toContainText('تقدره الجهة المختصة');
  // The original and the amendment are one click away, under History.
  await page.getByText(tr(lang, 'library:article.history'), { exact: true }).click();
  const original = page.getByRole('region', { name: tr(lang, 'library:article.originalText') });
  await expect(original).toContainText('تقدره الجهة المختصة');
  const amendments = page.getByRole('region', { name: tr(lang, 'library:article.amendments') });
  await expect(amendments).toContainText('خمسة عشر يوما');

  await page.getByRole('link', { name: tr(lang, 'library:article.inLaw') }).click();
  await expect(page).toHaveURL(/#article-77$/);
  await expect(page.locator('#article-77')).toBeFocused();
});

test('a guide links its citations to the imported articles', async ({ page, lang }) => {
  await page.goto('/library');
  const guides = page.getByRole('region', { name: tr(lang, 'library:guides.title') });
  const employment = guides.getByRole('region', { name: tr(lang, 'library:guides.topics.employment') });
  await expect(employment.getByRole('listitem').first()).toBeVisible();
  await page.goto('/library/guides/end-of-service-award');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sources = page.getByRole('region', { name: tr(lang, 'library:guide.citations') });
  const article84 = sources.getByRole('link', {
    name: tr(lang, 'library:guide.articleN', { number: lang === 'en' ? '84' : '٨٤' }),
  });
  const articlePath = /\/library\/articles\/[0-9a-f-]{36}$/;
  await expect(article84).toHaveAttribute('href', articlePath);
  await article84.click();
  // The article route's module loads before the address changes: allow a busy machine's few seconds.
  await expect(page).toHaveURL(articlePath, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    articleName(lang, 84, 'المادة الرابعة والثمانون'),
  );
});

test('an unknown article says so, with the way back', async ({ page, lang, consoleErrors }) => {
  await page.goto('/library/articles/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'library:article.notFoundTitle'));
  // The browser reports the API's 404 once (not retried); nothing else may be logged.
  expect(consoleErrors.filter((e) => /status of 404/.test(e))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  await page.getByRole('link', { name: tr(lang, 'library:law.backToLibrary') }).click();
  await expect(page).toHaveURL(/\/library$/);
});

// Screenshots kept as test artefacts (e2e/artifacts/screenshots), like screenshots.spec.ts.
const dir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
mkdirSync(dir, { recursive: true });
const sizes = { desktop: { width: 1280, height: 800 }, mobile: { width: 360, height: 780 } } as const;

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`screenshots: library and article, ${theme}, ${size}`, async ({ page, request, lang }) => {
      const law = await labourLaw(request);
      await page.addInitScript((t) => localStorage.setItem('appearance', t), theme);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await page.goto(
        `/library?q=${encodeURIComponent(lang === 'en' ? 'end of service award' : 'مكافأة نهاية الخدمة')}`,
      );
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(
        page
          .getByRole('region', { name: tr(lang, 'library:guides.title') })
          .getByRole('link')
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: tr(lang, 'library:laws.title') })
          .getByRole('link')
          .first(),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // No sideways scrolling at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `${dir}library-${lang}-${theme}-${size}.png`, fullPage: true });

      const article77 = law.articles.find((a) => a.number === 77 && !a.bis)!;
      await page.goto(`/library/articles/${article77.id}`);
      await expect(
        page.getByRole('navigation', { name: tr(lang, 'library:article.articleNav') }),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `${dir}library-article-${lang}-${theme}-${size}.png`, fullPage: true });
    });
  }
}
