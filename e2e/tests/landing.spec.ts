import { acceptCookiesUpFront, CONSENT_COOKIE, expect, landingReady, test, tr } from '../support/fixtures';

test.describe('cookie consent', () => {
  test('blocks the landing page until accepted and stays accepted after reload', async ({
    page,
    context,
    lang,
    consoleErrors,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: tr(lang, 'cookie.title') });
    await expect(dialog).toBeVisible();
    // The page behind is inert: its navigation cannot be used.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: tr(lang, 'cookie.accept') }).click();
    await expect(dialog).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(consent?.value).toBe('accepted');
    // 365 days, give or take the seconds the test took.
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: tr(lang, 'cookie.title') })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('cookie consent before the app has loaded', () => {
  test('is in the prerendered page at first paint, and its button works without the app', async ({
    page,
    context,
    lang,
  }) => {
    // The app's modules never arrive (a slow network): what shows is index.html and theme-init.js alone.
    // The page's load event never comes either: wait for the document only.
    await page.route('**/assets/**/*.js', () => {});
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const dialog = page.getByRole('dialog', { name: tr(lang, 'cookie.title') });
    await expect(dialog).toBeVisible();
    await expect(page.locator('#root, #root-en')).toHaveAttribute('inert', '');

    await dialog.getByRole('button', { name: tr(lang, 'cookie.accept') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#root, #root-en')).not.toHaveAttribute('inert', '');
    const consent = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(consent?.value).toBe('accepted');

    // Consent given: hidden before the first paint, still without the app.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/consent-given/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('landing navigation', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

  test('page is in the browser language with the right direction', async ({ page, lang }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page).toHaveTitle(tr(lang, 'landing:meta.title'));
  });

  test('Features and Free Trial scroll to their sections 80 px below the top; Home scrolls back', async ({
    page,
    lang,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: tr(lang, 'a11y.mainNav') });

    // Clicked before the app's script has loaded, the link is a plain #features jump; the page's scroll
    // padding keeps the 80 px offset either way.
    await nav.getByRole('link', { name: tr(lang, 'nav.features') }).click();
    await expect(page).toHaveURL(/\/(#features)?$/);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('features')!.getBoundingClientRect().top)),
      )
      .toBe(80);

    await nav.getByRole('link', { name: tr(lang, 'nav.trial') }).click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('cta')!.getBoundingClientRect().top)),
      )
      .toBeLessThanOrEqual(81);

    await nav.getByRole('link', { name: tr(lang, 'nav.home') }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
  });

  test('Pricing and Contact go to their pages; Free Trial away from the landing page goes to /chat', async ({
    page,
    lang,
  }) => {
    // At once, while the landing page may still be hydrating: the console must stay clean (docs/decisions/040).
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: tr(lang, 'a11y.mainNav') });
    await nav.getByRole('link', { name: tr(lang, 'nav.pricing') }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await nav.getByRole('link', { name: tr(lang, 'nav.contact') }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await nav.getByRole('link', { name: tr(lang, 'nav.trial') }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('Features from another page returns to the landing page at that section', async ({ page, lang }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: tr(lang, 'a11y.mainNav') });
    // Clicked before the app's script has loaded, the link is a plain #features jump; the page's scroll
    // padding keeps the 80 px offset either way.
    await nav.getByRole('link', { name: tr(lang, 'nav.features') }).click();
    await expect(page).toHaveURL(/\/(#features)?$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('features')?.getBoundingClientRect().top ?? -1),
        ),
      )
      .toBe(80);
  });

  test('Login button goes to /login', async ({ page, lang }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: tr(lang, 'nav.login') })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the language switch flips direction, language and digits', async ({ page, lang }) => {
    await page.goto('/pricing');
    const other = lang === 'ar' ? 'en' : 'ar';
    await expect(page.getByTestId('plan-card').first()).toContainText(lang === 'ar' ? '١٢٩' : '129');

    await page
      .getByRole('banner')
      .getByRole('button', { name: tr(lang, 'language.switchTo') })
      .click();
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByTestId('plan-card').first()).toContainText(other === 'ar' ? '١٢٩' : '129');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });

  test('pricing cards show the four plans with prices in the page language', async ({ page, lang }) => {
    await page.goto('/');
    const cards = page.getByTestId('plan-card');
    await expect(cards).toHaveCount(4);
    const prices = lang === 'ar' ? ['١٢٩', '٢٤٩', '٩٩٩', '١٬٦٩٩'] : ['129', '249', '999', '1,699'];
    for (const [i, price] of prices.entries()) await expect(cards.nth(i)).toContainText(price);
    await expect(cards.nth(2)).toContainText(tr(lang, 'landing:pricing.popular'));
    await expect(page.getByText(tr(lang, 'landing:pricing.vatNote')).first()).toBeVisible();
    if (lang === 'ar') await expect(page.locator('#cta')).toContainText('٢٠٠');
    else await expect(page.locator('#cta')).toContainText('200');
    await expect(page.getByRole('contentinfo')).toContainText(lang === 'ar' ? '٢٠٢٥' : '2025');
  });

  test('choosing a plan while signed out asks to log in first', async ({ page, lang }) => {
    await page.goto('/pricing');
    await page.getByTestId('plan-card').first().getByRole('button').click();
    // After logging in, the checkout of the plan chosen opens (the same one every path to a purchase uses).
    await expect(page).toHaveURL(
      /\/login\?returnTo=(%2F|\/)dashboard(%2F|\/)packages(%3F|\?)plan(%3D|=)\d+$/,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

  test('the mobile menu locks body scrolling while open', async ({ page, lang }) => {
    await page.goto('/');
    // The menu button works once the app has taken over the prerendered page (ADR 040).
    await landingReady(page);
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    expect(await overflow()).not.toBe('hidden');
    await page.getByRole('button', { name: tr(lang, 'a11y.openMenu') }).click();
    await expect.poll(overflow).toBe('hidden');
    await page
      .getByRole('button', { name: tr(lang, 'a11y.closeMenu') })
      .first()
      .click();
    await expect.poll(overflow).not.toBe('hidden');

    await page.getByRole('button', { name: tr(lang, 'a11y.openMenu') }).click();
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: tr(lang, 'a11y.mainNav') })
      .getByRole('link', { name: tr(lang, 'nav.contact'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(overflow).not.toBe('hidden');
  });

  // One test per page, so a slow page does not spend the others' time.
  for (const path of [
    '/',
    '/pricing',
    '/contact',
    '/about',
    '/terms',
    '/privacy',
    '/cookies',
    '/faq',
    '/help',
  ]) {
    test(`${path} does not scroll sideways on a 390 px phone`, async ({ page, lang }) => {
      await page.goto(path);
      // Laid out in full: the app has rendered the page's heading, nothing is still loading, the fonts are in.
      if (path === '/') await landingReady(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: tr(lang, 'a11y.loading') })).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    });
  }
});
