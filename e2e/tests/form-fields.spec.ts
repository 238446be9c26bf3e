import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { acceptCookiesUpFront, expect, test, tr } from '../support/fixtures';

const shots = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

/** The input's content box (inside its border and padding) and the button's box, horizontally, as laid out. */
async function boxes(input: Locator, button: Locator) {
  const content = await input.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      left: rect.left + px(style.borderLeftWidth) + px(style.paddingLeft),
      right: rect.right - px(style.borderRightWidth) - px(style.paddingRight),
      center: rect.left + rect.width / 2,
    };
  });
  const icon = await button.boundingBox();
  if (!icon) throw new Error('the show/hide button has no box');
  return { content, icon: { left: icon.x, right: icon.x + icon.width } };
}

test('the password field keeps its show/hide button off the typed text, at the page’s end', async ({
  page,
  lang,
}) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const main = page.getByRole('main');
    const input = main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true });
    await input.fill('correct-horse-battery-staple-0123456789');
    for (const state of ['showPassword', 'hidePassword'] as const) {
      const button = main.getByRole('button', { name: tr(lang, `form.${state}`) });
      await expect(button).toBeVisible();
      const { content, icon } = await boxes(input, button);
      // The text area and the button do not overlap.
      expect(
        icon.right <= content.left + 0.5 || icon.left >= content.right - 0.5,
        JSON.stringify({ content, icon }),
      ).toBe(true);
      // The button is at the end of the line: left in Arabic, right in English.
      if (lang === 'ar') expect(icon.right).toBeLessThan(content.center);
      else expect(icon.left).toBeGreaterThan(content.center);
      if (width === 360 && state === 'showPassword') {
        await page.screenshot({ path: `${shots}password-field-${lang}-360.png` });
      }
      if (state === 'showPassword') {
        await button.click();
        await expect(input).toHaveAttribute('type', 'text');
      }
    }
  }
});
