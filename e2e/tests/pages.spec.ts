import type { HelpContent } from '@mustashar/contracts';
import { acceptCookiesUpFront, expect, newNetworkAddress, ownNetwork, test, tr } from '../support/fixtures';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

test('the help FAQ filters by category', async ({ page, request, lang }) => {
  const help = (await (await request.get(`/api/help?lang=${lang}`)).json()) as HelpContent;
  expect(help.faqs.length).toBeGreaterThanOrEqual(30);

  await page.goto('/help');
  const faqSection = page.getByRole('region', { name: tr(lang, 'help:faqTitle') });
  const questions = faqSection.getByRole('heading', { level: 3 });
  await expect(questions).toHaveCount(help.faqs.length);

  const categories = page.getByRole('navigation', { name: tr(lang, 'help:categoriesTitle') });
  for (const category of [help.categories[1]!, help.categories[4]!]) {
    await categories.getByRole('button', { name: category.label }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
    const expected = help.faqs.filter((f) => f.category === category.slug);
    await expect(questions).toHaveCount(expected.length);
    await expect(questions.first()).toHaveText(expected[0]!.q);
  }
  // An answer opens under its question.
  const first = help.faqs.find((f) => f.category === help.categories[4]!.slug)!;
  await faqSection.getByRole('button', { name: first.q }).click();
  await expect(faqSection.getByText(first.a)).toBeVisible();

  await categories.getByRole('button', { name: tr(lang, 'help:all') }).click();
  await expect(questions).toHaveCount(help.faqs.length);
  // Signed out, the help centre offers a login link.
  await expect(page.getByRole('main').getByRole('link', { name: tr(lang, 'help:login') })).toBeVisible();
});

for (const name of ['about', 'terms', 'privacy', 'cookies'] as const) {
  test(`the ${name} page renders its content with the shared sidebar and a title of its own`, async ({
    page,
    lang,
  }) => {
    await page.goto(`/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, `pages:static.${name}.title`));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(tr(lang, `pages:static.${name}.title`)));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(tr(lang, `pages:static.${name}.description`));
    if (name === 'privacy') await expect(page.getByRole('main')).toContainText(lang === 'ar' ? '١٣' : '13');
  });
}

test('the contact form sends a message to support', async ({ page, request, lang }) => {
  const subject = `E2E ${lang} ${Date.now()}`;
  // A visitor of their own: the contact form takes a few messages per address in ten minutes, and other tests write.
  await ownNetwork(page.context());
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form
    .getByRole('textbox', { name: tr(lang, 'pages:contact.name'), exact: true })
    .fill('Sara Al-Qahtani');
  await form
    .getByRole('textbox', { name: tr(lang, 'pages:contact.email'), exact: true })
    .fill('sara@example.com');
  await form.getByRole('textbox', { name: tr(lang, 'pages:contact.subject'), exact: true }).fill(subject);
  await form.getByRole('textbox', { name: tr(lang, 'pages:contact.message'), exact: true }).fill('short');
  await form.getByRole('button', { name: tr(lang, 'pages:contact.send') }).click();
  await expect(form.getByText(tr(lang, 'pages:contact.validation.messageMin'))).toBeVisible();

  await form
    .getByRole('textbox', { name: tr(lang, 'pages:contact.message'), exact: true })
    .fill('I would like to know more about the yearly plan.');
  await form.getByRole('button', { name: tr(lang, 'pages:contact.send') }).click();
  await expect(page.getByText(/24/).or(page.getByText(/٢٤/)).first()).toBeVisible();

  const outbox = (await (await request.get('/dev/outbox')).json()) as { emails: { subject: string }[] };
  expect(outbox.emails.some((e) => e.subject.includes(subject))).toBe(true);
});

test('trial-blocked explains and links to register and pricing', async ({ page }) => {
  await page.goto('/trial-blocked');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('a[href="/register"]')).toBeVisible();
  await expect(main.locator('a[href="/pricing"]')).toBeVisible();
});

// One test per route, so a slow route does not spend the others' time.
for (const path of [
  '/login',
  '/register',
  '/verify-email',
  '/complete-payment',
  '/payment/callback',
  '/chat',
]) {
  test(`${path} exists and shows its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}

test('old dashboard links redirect to billing; an unknown address shows the way home', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/dashboard/renew');
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await page.goto('/dashboard/subscriptions');
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  // The app's own "page not found", sent with a 404 status.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The browser reports that 404 once; nothing else may be logged.
  expect(consoleErrors.filter((e) => /status of 404/.test(e))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  await expect(page.getByRole('main').locator('a[href="/"]').first()).toBeVisible();
});

test('sitemap, health, plans and JSON errors answer as documented', async ({ request, baseURL, lang }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/pricing</loc>`);

  expect((await request.get('/api/health')).status()).toBe(200);
  const plans = (await (await request.get('/api/plans')).json()) as { plans: { price_cents: number }[] };
  expect(plans.plans.map((p) => p.price_cents)).toEqual([12900, 24900, 99900, 169900]);

  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: 'http:not_found' });

  const bad = await request.post('/api/contact', {
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      // From an address of its own: the contact form's per-address cap is for people, not this suite.
      'x-forwarded-for': newNetworkAddress(),
    },
    data: Buffer.from('{oops'),
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toMatch(lang === 'ar' ? /JSON/ : /not valid JSON/);
});
