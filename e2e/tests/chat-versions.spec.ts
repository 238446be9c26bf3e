import type { Locator, Page } from '@playwright/test';
import { ask, forgetLocalChats, questions, signInAsSubscriber } from '../support/chat';
import { acceptCookiesUpFront, expect, type Lang, newGuest, shot, test, tr } from '../support/fixtures';

const digits = (lang: Lang, n: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);

/** The ‹ n of m › switch of a message, named by the version it shows. */
const versionGroup = (message: Locator, lang: Lang, index: number, count: number) =>
  message.getByRole('group', {
    name: tr(lang, 'chat:versions.position', { index: digits(lang, index), total: digits(lang, count) }),
  });

async function lastAnswerDone(page: Page) {
  await expect(page.locator('#main').getByTestId('message-bot').last()).toHaveAttribute(
    'data-status',
    'done',
    {
      timeout: 20_000,
    },
  );
}

const sizes = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } } as const;

for (const [size, viewport] of Object.entries(sizes)) {
  test(`subscriber on a ${size}: asks for an answer again, switches versions, edits the first question and goes back to the first branch`, async ({
    page,
    context,
    baseURL,
    lang,
  }) => {
    test.setTimeout(120_000);
    await acceptCookiesUpFront(context, baseURL!);
    await page.setViewportSize(viewport);
    await signInAsSubscriber(page, lang, `versions-${size}`);
    await page.goto('/chat');
    await ask(page, lang, questions[lang][0]!);
    await ask(page, lang, questions[lang][1]!);
    const main = page.locator('#main');
    const answers = main.getByTestId('message-bot');
    const asked = main.getByTestId('message-user');

    // Ask again: a second version of the last answer, stored.
    await answers
      .last()
      .getByRole('button', { name: tr(lang, 'chat:versions.regenerate') })
      .click();
    await expect(versionGroup(answers.last(), lang, 2, 2)).toBeVisible({ timeout: 20_000 });
    await lastAnswerDone(page);
    await versionGroup(answers.last(), lang, 2, 2)
      .getByRole('button', { name: tr(lang, 'chat:versions.previous') })
      .click();
    await expect(versionGroup(answers.last(), lang, 1, 2)).toBeVisible();
    await shot(page, `chat-versions-answer-${lang}-${viewport.width}`, false);

    // The server keeps the version shown: with the browser's copy gone it comes back the same.
    await forgetLocalChats(page);
    await page.reload();
    // The address holds the conversation (/chat/<id>): the reload opens it from the server.
    await expect(versionGroup(answers.last(), lang, 1, 2)).toBeVisible();
    await expect(asked).toHaveCount(2);

    // Edit the first question: what followed it leaves the conversation, the new answer takes its place.
    await asked
      .first()
      .getByRole('button', { name: tr(lang, 'chat:versions.edit') })
      .click();
    const box = main.getByRole('textbox', { name: tr(lang, 'chat:versions.editLabel') });
    await box.fill(questions[lang][2]!);
    await box.press('Enter');
    await expect(asked).toHaveCount(1);
    await expect(asked.first()).toContainText(questions[lang][2]!);
    await lastAnswerDone(page);
    await expect(versionGroup(asked.first(), lang, 2, 2)).toBeVisible();
    await shot(page, `chat-versions-edit-${lang}-${viewport.width}`, false);

    // The first version of the question brings its whole branch back, down to the newest answer of each turn.
    await versionGroup(asked.first(), lang, 2, 2)
      .getByRole('button', { name: tr(lang, 'chat:versions.previous') })
      .click();
    await expect(asked).toHaveCount(2);
    await expect(asked.first()).toContainText(questions[lang][0]!);
    await expect(versionGroup(answers.last(), lang, 2, 2)).toBeVisible();
  });
}

test('guest on a phone: asks for the last answer again, keeps both in the browser, and edits the last question', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  test.setTimeout(90_000);
  await newGuest(context, baseURL!);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/chat');
  await ask(page, lang, questions[lang][3]!);
  const main = page.locator('#main');
  const answer = main.getByTestId('message-bot').last();
  await answer.getByRole('button', { name: tr(lang, 'chat:versions.regenerate') }).click();
  await expect(versionGroup(answer, lang, 2, 2)).toBeVisible({ timeout: 20_000 });
  await shot(page, `chat-versions-guest-${lang}-360`, false);
  await versionGroup(answer, lang, 2, 2)
    .getByRole('button', { name: tr(lang, 'chat:versions.previous') })
    .click();
  await expect(versionGroup(answer, lang, 1, 2)).toBeVisible();
  await page.reload();
  await expect(versionGroup(main.getByTestId('message-bot').last(), lang, 1, 2)).toBeVisible();

  // Only the last question is offered for editing to a guest; the edit replaces its answer.
  const question = main.getByTestId('message-user').last();
  await question.getByRole('button', { name: tr(lang, 'chat:versions.edit') }).click();
  const box = main.getByRole('textbox', { name: tr(lang, 'chat:versions.editLabel') });
  await box.fill(questions[lang][4]!);
  await box.press('Enter');
  await expect(main.getByTestId('message-user')).toHaveCount(1);
  await expect(main.getByTestId('message-user')).toContainText(questions[lang][4]!);
  await lastAnswerDone(page);
});
