import { acceptCookiesUpFront, expect, landingReady, test } from '../support/fixtures';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

// The axe check every test runs (support/a11y.ts) must be able to fail: a button with no name is a critical
// violation, and the check reports it with the rule, the element, what to fix and the page it was on.
test('a planted violation is caught before the test acts on the page, and reported readably', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  await landingReady(page);
  await page.evaluate(() => {
    const planted = document.createElement('button');
    planted.id = 'planted-unnamed-button';
    // Outside the app's root, which React may still be hydrating.
    document.body.append(planted);
  });

  // The check runs at the next action, here a screenshot, as in any other test.
  await page.screenshot();
  const failures = a11y.failures();
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('[critical] button-name: Buttons must have discernible text');
  expect(failures[0]).toContain('element: #planted-unnamed-button');
  expect(failures[0]).toContain('see https://dequeuniversity.com/rules/axe/');
  expect(failures[0]).toMatch(/on: \/ \((ar|en), light, \d+px\)/);

  // The planted button was the point: without this the test itself would fail, as any other would.
  a11y.forget();
});

test('a state is checked once, and again when the theme changes', async ({ page, a11y }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot();
  await page.screenshot();
  expect(a11y.cost.states).toBe(1);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot();
  expect(a11y.cost.states).toBe(2);
});
