import type { Page } from '@playwright/test';
import { HELD_ANSWER_MARKER } from '../../apps/server/test/e2e/held-answerer';
import { ask, forgetLocalChats, signInAsSubscriber } from '../support/chat';
import { acceptCookiesUpFront, expect, type Lang, newGuest, shot, test, tr } from '../support/fixtures';

// The small things of a chat app: the conversation's address, keyboard shortcuts, a search's matches marked in the
// conversation it opens, and Stop during a long answer (the e2e server holds a marked question's answer open).

const CONVERSATION_URL = /\/chat\/[0-9a-f-]{36}$/;

const questions: Record<Lang, [string, string]> = {
  ar: ['كم يومًا يستحق العامل إجازة سنوية؟', 'ما مدة فترة التجربة في عقد العمل؟'],
  en: ['How many days of annual leave does a worker get?', 'How long can a probation period last?'],
};

/** A word of the first answer, typed as people do: without hamza, with ه for ة (the search normalises both). */
const searchWord: Record<Lang, string> = { ar: 'اجازه', en: 'leave' };

const composer = (page: Page, lang: Lang) =>
  page.locator('#main').getByRole('textbox', { name: tr(lang, 'chat:composer.label') });

test('subscriber: each conversation has its address — back, reload, a bookmark, and "not found" for a bad one', async ({
  page,
  context,
  baseURL,
  lang,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await acceptCookiesUpFront(context, baseURL!);
  await signInAsSubscriber(page, lang, 'address');
  await page.goto('/chat');
  const main = page.locator('#main');
  const sidebar = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
  const [first, second] = questions[lang];

  await ask(page, lang, first);
  await expect(page).toHaveURL(CONVERSATION_URL);
  const firstUrl = page.url();
  await sidebar.getByRole('button', { name: tr(lang, 'chat:sidebar.newChat') }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await ask(page, lang, second);
  await expect(page).toHaveURL(CONVERSATION_URL);
  const secondUrl = page.url();
  expect(secondUrl).not.toBe(firstUrl);

  // Back: the new chat's address was replaced by its conversation's, so back leads to the first conversation.
  await page.goBack();
  await expect(page).toHaveURL(firstUrl);
  await expect(main.getByTestId('message-user')).toContainText(first);
  await page.goForward();
  await expect(main.getByTestId('message-user')).toContainText(second);

  // Reload, with the browser's copy gone: the address alone brings the conversation back from the server.
  await forgetLocalChats(page);
  await page.reload();
  await expect(main.getByTestId('message-user')).toContainText(second);
  await expect(page).toHaveURL(secondUrl);

  // A bookmark: the address typed in, the page loaded afresh.
  await page.goto(firstUrl);
  await expect(main.getByTestId('message-user')).toContainText(first, { timeout: 15_000 });

  // An address that opens nothing (deleted, another account's, mistyped).
  await page.goto('/chat/00000000-0000-4000-8000-000000000000');
  const missing = main.getByTestId('conversation-missing');
  await expect(missing).toContainText(tr(lang, 'chat:missing.title'));
  await shot(page, `chat-extras-not-found-${lang}`, false);
  await missing.getByRole('button', { name: tr(lang, 'chat:sidebar.newChat') }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(missing).toHaveCount(0);
  await expect(composer(page, lang)).toBeEnabled();
  // The one failed request the browser reports is the API's 404 for that conversation, which the page handled.
  expect(consoleErrors.filter((e) => /status of 404/.test(e))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
});

test('subscriber: a search opens the conversation with the matches marked; shortcuts are listed and work', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  test.setTimeout(90_000);
  await acceptCookiesUpFront(context, baseURL!);
  await signInAsSubscriber(page, lang, 'search-mark');
  await page.goto('/chat');
  const main = page.locator('#main');
  const [first, second] = questions[lang];
  await ask(page, lang, first);
  await page.keyboard.press('Control+Shift+O');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(main.getByTestId('message-list')).toHaveCount(0);
  await ask(page, lang, second);

  // Ctrl+K: the history's search box.
  await page.keyboard.press('Control+KeyK');
  const search = page.getByRole('searchbox', { name: tr(lang, 'chat:sidebar.search') });
  await expect(search).toBeFocused();
  await search.fill(searchWord[lang]);
  const results = page.getByTestId('search-results');
  await results
    .getByRole('button', { name: first.slice(0, 12) })
    .first()
    .click();
  await expect(main.getByTestId('message-user')).toContainText(first);
  const marks = main.getByTestId('message-bot').locator('mark');
  await expect(marks.first()).toBeInViewport();
  if (lang === 'ar') await expect(marks.first()).toContainText('إجازة');
  else await expect(marks.first()).toHaveText(/leave/i);
  await shot(page, `chat-extras-search-marks-${lang}`, false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, `chat-extras-search-marks-${lang}-dark`, false);
  await page.emulateMedia({ colorScheme: 'light' });

  // Shift+Esc: the composer; Ctrl+/: the list of shortcuts (also behind the composer's own control).
  await page.keyboard.press('Shift+Escape');
  await expect(composer(page, lang)).toBeFocused();
  await page.keyboard.press('Control+Slash');
  const dialog = page.getByRole('dialog', { name: tr(lang, 'chat:shortcuts.title') });
  await expect(dialog.getByTestId('shortcuts-list')).toContainText(tr(lang, 'chat:shortcuts.stop'));
  await shot(page, `chat-extras-shortcuts-${lang}`, false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: tr(lang, 'chat:shortcuts.open') }).click();
  await expect(dialog).toBeVisible();
});

for (const way of ['button', 'Escape'] as const) {
  test(`subscriber: Stop (${way}) during a long streamed answer frees the composer and keeps the partial answer, marked stopped, after a reload`, async ({
    page,
    context,
    baseURL,
    lang,
  }) => {
    test.setTimeout(90_000);
    await acceptCookiesUpFront(context, baseURL!);
    // The button on a phone; the key on a desktop, where there is a keyboard.
    if (way === 'button') await page.setViewportSize({ width: 360, height: 780 });
    await signInAsSubscriber(page, lang, `stop-${way.toLowerCase()}`);
    await page.goto('/chat');
    const main = page.locator('#main');
    const box = composer(page, lang);
    await expect(box).toBeEnabled();
    const question = `${questions[lang][0]} ${HELD_ANSWER_MARKER}`;
    await box.fill(question);
    await box.press('Enter');
    const answer = main.getByTestId('message-bot');
    await expect(answer).toHaveAttribute('data-status', 'streaming');
    await expect(answer).toContainText(lang === 'ar' ? 'يستحق العامل' : 'A worker is entitled');
    const stop = main.getByRole('button', { name: tr(lang, 'chat:composer.stop') });
    await expect(stop).toBeVisible();
    if (way === 'button') {
      await shot(page, `chat-extras-streaming-${lang}-360`, false);
      await stop.click();
    } else {
      await page.keyboard.press('Escape');
    }
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    await expect(answer).toContainText(tr(lang, 'chat:message.stopped'));
    await expect(main.getByRole('button', { name: tr(lang, 'chat:composer.send') })).toBeVisible();
    await expect(box).toBeEnabled();
    await expect(page).toHaveURL(CONVERSATION_URL);
    if (way === 'button') await shot(page, `chat-extras-stopped-${lang}-360`, false);

    // Kept by the server as stopped: with the local copy gone, the address brings it back so.
    await forgetLocalChats(page);
    await page.reload();
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    await expect(answer).toContainText(lang === 'ar' ? 'يستحق العامل' : 'A worker is entitled');
    await expect(answer).toContainText(tr(lang, 'chat:message.stopped'));
  });
}

test('guest on a phone: Stop keeps the partial answer, marked stopped, at /chat after a reload', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  await newGuest(context, baseURL!);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/chat');
  const main = page.locator('#main');
  const box = composer(page, lang);
  await expect(box).toBeEnabled();
  await box.fill(`${questions[lang][0]} ${HELD_ANSWER_MARKER}`);
  await box.press('Enter');
  const answer = main.getByTestId('message-bot');
  await expect(answer).toContainText(lang === 'ar' ? 'يستحق العامل' : 'A worker is entitled');
  await main.getByRole('button', { name: tr(lang, 'chat:composer.stop') }).click();
  await expect(answer).toHaveAttribute('data-status', 'stopped');
  await expect(box).toBeEnabled();
  // A guest's conversation is only in this browser: its address stays /chat (ADR 083).
  await expect(page).toHaveURL(/\/chat$/);
  await page.reload();
  await expect(answer).toHaveAttribute('data-status', 'stopped');
  await expect(answer).toContainText(tr(lang, 'chat:message.stopped'));
});
