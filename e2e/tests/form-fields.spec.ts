import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { acceptCookiesUpFront, expect, signInBrowser, test, tr } from '../support/fixtures';
import { newAccount } from '../support/outbox';

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

test('a date of birth is typed as day, month name and year in the page’s language and digits, and kept', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(90_000);
  const email = await newAccount(request, lang, 'birthday', 'Huda Date');
  await signInBrowser(page, lang, email, '/dashboard/profile');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: tr(lang, 'account:profile.edit') }).click();
  const date = main.getByRole('group', { name: tr(lang, 'account:profile.dateOfBirth') });
  // No browser date input, whose mm/dd/yyyy and digits follow the browser, not the page.
  await expect(main.locator('input[type="date"]')).toHaveCount(0);
  const day = date.getByRole('textbox', { name: tr(lang, 'form.date.day') });
  const month = date.getByRole('combobox', { name: tr(lang, 'form.date.month') });
  const year = date.getByRole('textbox', { name: tr(lang, 'form.date.year') });
  // Arabic-Indic digits as an Arabic keyboard types them; Latin ones in English.
  await day.fill(lang === 'ar' ? '٩' : '9');
  await month.selectOption({ label: lang === 'ar' ? 'مارس' : 'March' });
  await year.fill(lang === 'ar' ? '١٩٩٢' : '1992');
  // Half a date is refused before anything is sent.
  await year.fill('19');
  await main.getByRole('button', { name: tr(lang, 'account:profile.save') }).click();
  await expect(main.getByText(tr(lang, 'account:profile.dateOfBirthInvalid'))).toBeVisible();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await year.fill('1992');
  await expect(year).toHaveValue(lang === 'ar' ? '١٩٩٢' : '1992');
  await page.setViewportSize({ width: 360, height: 800 });
  await date.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}profile-date-of-birth-${lang}-360.png` });
  await main.getByRole('button', { name: tr(lang, 'account:profile.save') }).click();
  await expect(main.getByRole('button', { name: tr(lang, 'account:profile.edit') })).toBeVisible();

  // Saved as the date itself, and shown again the same way after a reload.
  const token = await page.evaluate(() => localStorage.getItem('mustashar_token'));
  const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile.json()).profile.dateOfBirth).toMatch(/^1992-03-09/);
  await page.reload();
  await expect(day).toHaveValue(lang === 'ar' ? '٩' : '9');
  await expect(month).toHaveValue('3');
  await expect(month.locator('option:checked')).toHaveText(lang === 'ar' ? 'مارس' : 'March');
  await expect(year).toHaveValue(lang === 'ar' ? '١٩٩٢' : '1992');
  await expect(day).toBeDisabled();
});
