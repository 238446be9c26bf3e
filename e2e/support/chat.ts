import type { Page } from '@playwright/test';
import { subscribeViaSandbox } from './billing';
import { expect, type Lang, tr } from './fixtures';
import { createVerifiedUser, PASSWORD, uniqueEmail } from './outbox';

/** Questions the offline engine answers at length, five per language. */
export const questions: Record<Lang, string[]> = {
  ar: [
    'كم يومًا يستحق العامل إجازة سنوية؟',
    'ما حقوق العاملة في إجازة الوضع؟',
    'كيف تُحسب مكافأة نهاية الخدمة؟',
    'ما مدة فترة التجربة في عقد العمل؟',
    'هل يجوز فصل العامل دون إنذار؟',
  ],
  en: [
    'How many days of annual leave does a worker get?',
    'What maternity leave does a female worker get?',
    'How is end-of-service pay calculated?',
    'How long can a probation period last?',
    'Can an employer dismiss a worker without notice?',
  ],
};

export /** Sends a question with Enter and waits for its answer to be complete and non-empty. */
async function ask(page: Page, lang: Lang, text: string): Promise<void> {
  // By id and including hidden elements: the last trial answer opens a modal that hides the page from roles.
  const main = page.locator('#main');
  const box = main.getByRole('textbox', { name: tr(lang, 'chat:composer.label'), includeHidden: true });
  await expect(box).toBeEnabled();
  const answersBefore = await main.getByTestId('message-bot').count();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(main.getByTestId('message-user').last()).toContainText(text);
  const answer = main.getByTestId('message-bot').nth(answersBefore);
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  expect((await answer.innerText()).trim().length).toBeGreaterThan(20);
}

/** Drops the browser's own copy of the conversations, so what is shown next comes from the server. */
export const forgetLocalChats = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('mustashar_chat:')) localStorage.removeItem(key);
  });

/** A new verified account with a sandbox subscription, signed in through the login page. */
export async function signInAsSubscriber(
  page: Page,
  lang: Lang,
  label: string,
  email = uniqueEmail(lang, label),
  name = 'Chat Subscriber',
): Promise<void> {
  await createVerifiedUser(page.request, email, name);
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD, remember: true },
  });
  expect(login.ok()).toBe(true);
  await subscribeViaSandbox(page.request);
  // Sign in through the page too, so the app holds the session as a user's browser does.
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}
