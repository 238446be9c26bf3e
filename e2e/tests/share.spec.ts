import { ask, signInAsSubscriber } from '../support/chat';
import { acceptCookiesUpFront, expect, type Lang, shot, test, tr } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';

const NAME = 'Share Owner';

const question: Record<Lang, string> = {
  ar: 'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟',
  en: 'How much is the end of service award for a worker who served 6 years?',
};
const article84: Record<Lang, { law: string; label: string }> = {
  ar: { law: 'نظام العمل', label: 'المادة الرابعة والثمانون' },
  en: { law: 'Labor Law', label: 'Article 84' },
};

const sizes = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;

for (const [size, viewport] of Object.entries(sizes)) {
  test(`subscriber on a ${size}: shares a chat, the link opens signed out with its sources, revoked it is gone`, async ({
    page,
    context,
    browser,
    baseURL,
    lang,
    a11y,
  }) => {
    test.setTimeout(120_000);
    await acceptCookiesUpFront(context, baseURL!);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(lang, `share-${size}`);
    await signInAsSubscriber(page, lang, 'share', email, NAME);
    await page.goto('/chat');
    await ask(page, lang, question[lang]);

    // The chat's menu: in the sidebar on a desktop, in the history drawer on a phone.
    let list = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
    if (size === 'phone') {
      await page.getByRole('button', { name: tr(lang, 'chat:header.openMenu') }).click();
      list = page.getByRole('dialog');
    }
    const row = list.getByTestId('thread-row').first();
    await row.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: tr(lang, 'chat:thread.share') }).click();

    const dialog = page.getByRole('dialog', { name: tr(lang, 'chat:share.title') });
    await expect(dialog.getByText(tr(lang, 'chat:share.none'))).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: tr(lang, 'chat:share.includeAttachments') }),
    ).not.toBeChecked();
    await dialog.getByRole('button', { name: tr(lang, 'chat:share.create') }).click();
    const links = dialog.getByTestId('share-link');
    await expect(links).toHaveCount(1);
    const url = await links.first().getByRole('textbox').inputValue();
    expect(url).toMatch(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{22}$`));
    const path = new URL(url).pathname;
    await shot(page, `share-dialog-${lang}-${size}`, false);

    // Signed out, in a browser of its own.
    const visitor = await browser.newContext({
      baseURL,
      locale: lang === 'ar' ? 'ar-SA' : 'en-US',
      viewport,
      serviceWorkers: 'block',
    });
    await acceptCookiesUpFront(visitor, baseURL!);
    const shared = await visitor.newPage();
    a11y.watch(shared);
    const response = await shared.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    const main = shared.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(question[lang].slice(0, 12));
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(main.getByTestId('shared-question')).toHaveText(question[lang]);
    const answer = main.getByTestId('shared-answer');
    await expect(answer).toHaveCount(1);
    const source = answer.getByRole('link', {
      name: `${article84[lang].law} — ${article84[lang].label}`,
      exact: true,
    });
    await expect(source).toHaveAttribute('href', /^\/library\/articles\/[0-9a-f-]{36}$/);
    await expect(main).toContainText(tr(lang, 'common:footer.disclaimer'));
    await expect(main.getByRole('link', { name: tr(lang, 'pages:shared.cta') })).toHaveAttribute(
      'href',
      '/chat',
    );
    // Nothing about whose chat it is.
    const text = await shared.locator('body').innerText();
    expect(text).not.toContain(email);
    expect(text).not.toContain(NAME);
    await shot(shared, `shared-page-${lang}-${size}`);

    // Dark, as the visitor's own setting may be.
    await shared.evaluate(() => localStorage.setItem('appearance', 'dark'));
    await shared.reload();
    await expect(shared.locator('html')).toHaveClass(/dark/);
    await expect(main.getByTestId('shared-answer')).toHaveCount(1);
    await shot(shared, `shared-page-${lang}-${size}-dark`);

    // A source opens its article in the library.
    await source.click();
    await expect(shared).toHaveURL(/\/library\/articles\/[0-9a-f-]{36}$/);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Article 84' : 'المادة الرابعة والثمانون',
    );

    // Revoked by its owner: the page says the link does not work, and the API answers 404.
    await dialog
      .getByRole('button', { name: tr(lang, 'chat:share.revokeLabel', { date: '' }).trim() })
      .click();
    await expect(dialog.getByText(tr(lang, 'chat:share.none'))).toBeVisible();
    await expect(links).toHaveCount(0);
    expect((await shared.request.get(`/api/shared/${path.split('/').pop()}`)).status()).toBe(404);
    await shared.goto(path);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'pages:shared.goneTitle'));
    await expect(shared.getByText(question[lang])).toHaveCount(0);
    await shot(shared, `shared-gone-${lang}-${size}`);

    await a11y.settled(shared, true);
    a11y.unwatch(shared);
    await visitor.close();
  });
}
