import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { acceptCookiesUpFront, expect, test, tr } from '../support/fixtures';

// Screenshots of the main screens in each language, theme and size, kept as test artefacts (e2e/artifacts).
const dir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
mkdirSync(dir, { recursive: true });

const sizes = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`landing page, ${theme}, ${size}`, async ({ page, context, baseURL, lang }) => {
      await acceptCookiesUpFront(context, baseURL!);
      await page.addInitScript((t) => localStorage.setItem('appearance', t), theme);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByTestId('plan-card')).toHaveCount(4);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${dir}landing-${lang}-${theme}-${size}.png`, fullPage: true });
    });
  }
}

test('cookie modal over the landing page', async ({ page, lang }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${dir}cookie-consent-${lang}.png` });
});

for (const path of ['pricing', 'help', 'contact', 'privacy']) {
  test(`${path} page`, async ({ page, context, baseURL, lang }) => {
    await acceptCookiesUpFront(context, baseURL!);
    await page.goto(`/${path}`);
    // Shot once the page is drawn in full: its heading, nothing still loading, the fonts in.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: tr(lang, 'a11y.loading') })).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${dir}${path}-${lang}.png`, fullPage: true });
  });
}
