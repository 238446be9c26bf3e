import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { threadTitle } from '@mustashar/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { subscribeViaSandbox } from '../support/billing';
import {
  acceptCookiesUpFront,
  expect,
  type Lang,
  landingReady,
  newGuest,
  ownNetwork,
  test,
  tr,
} from '../support/fixtures';
import { codeFromOutbox, PASSWORD, uniqueEmail } from '../support/outbox';

const shots = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
mkdirSync(shots, { recursive: true });

async function trialStatus(page: Page) {
  const res = await page.request.get('/api/trial/status');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { exists: boolean; blocked: boolean; remainingMs: number };
}

async function expectTrialRunning(page: Page, context: BrowserContext) {
  await expect(page).toHaveURL(/\/chat$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(
    expect.arrayContaining(['mustashar_device_id', 'mustashar_chat_session', 'mustashar_device_messages']),
  );
  const status = await trialStatus(page);
  expect(status).toMatchObject({ exists: true, blocked: false });
  expect(status.remainingMs).toBeGreaterThan(0);
}

const primaryName = (lang: Lang) => tr(lang, 'landing:hero.primary');

test('accept cookies, then the hero button starts the trial and opens the chat', async ({
  page,
  context,
  lang,
}) => {
  await ownNetwork(context);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: tr(lang, 'cookie.title') });
  await dialog.getByRole('button', { name: tr(lang, 'cookie.accept') }).click();
  await expect(dialog).toBeHidden();
  expect(await trialStatus(page)).toMatchObject({ exists: false, blocked: false });

  await page
    .locator('#home')
    .getByRole('button', { name: primaryName(lang) })
    .click();
  await expectTrialRunning(page, context);
});

test('the CTA button starts the trial too, and starting again resumes it', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  await newGuest(context, baseURL!);
  await page.goto('/');
  await landingReady(page);
  const cta = page.locator('#cta');
  await cta.scrollIntoViewIfNeeded();
  await cta.getByRole('button', { name: primaryName(lang) }).click();
  await expectTrialRunning(page, context);
  const startedAt = async () =>
    JSON.parse(
      decodeURIComponent(
        (await context.cookies()).find((c) => c.name === 'mustashar_chat_session')?.value ?? '{}',
      ),
    ).startedAt as number;
  const first = await startedAt();
  expect(first).toBeGreaterThan(0);

  // The same browser starting again resumes its trial.
  await page.goto('/');
  await landingReady(page);
  await cta.scrollIntoViewIfNeeded();
  await cta.getByRole('button', { name: primaryName(lang) }).click();
  await expectTrialRunning(page, context);
  expect(await startedAt()).toBe(first);

  // Cookies cleared: to the server another visitor on that network, who may start a trial of their own (ADR 070).
  // The chat page is left first: it keeps its trial cookies up to date and could write them again in between.
  await page.goto('about:blank');
  await context.clearCookies();
  await acceptCookiesUpFront(context, baseURL!);
  expect(await trialStatus(page)).toMatchObject({ exists: false, blocked: false });
});

const digits = (lang: Lang, n: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);

/** Sends a question in the chat and waits for its complete answer. */
async function ask(page: Page, lang: Lang, text: string): Promise<void> {
  // By id and including hidden elements: the last trial answer opens a modal that hides the page from roles.
  const main = page.locator('#main');
  const box = main.getByRole('textbox', { name: tr(lang, 'chat:composer.label'), includeHidden: true });
  // The first time, the page asks the server about the trial first.
  await expect(box).toBeEnabled({ timeout: 20_000 });
  const answersBefore = await main.getByTestId('message-bot').count();
  await box.fill(text);
  await box.press('Enter');
  const answer = main.getByTestId('message-bot').nth(answersBefore);
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
}

/** The registration form, filled and sent, then the emailed code: signed in, the app goes on to the plans. */
async function registerAndVerify(page: Page, lang: Lang, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel(tr(lang, 'account:auth.fields.name')).fill('Trial Guest');
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('checkbox').first().check();
  await main.getByRole('button', { name: tr(lang, 'account:auth.register.submit') }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const code = await codeFromOutbox(page.request, email);
  await main.getByLabel(tr(lang, 'account:auth.verify.codeLabel')).fill(code);
  await main.getByRole('button', { name: tr(lang, 'account:auth.verify.submit') }).click();
  // Verifying also signs in and loads the plans: a few requests in a row.
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 20_000 });
}

const trialQuestions: Record<Lang, [string, string]> = {
  ar: ['كم يومًا يستحق العامل إجازة سنوية؟', 'هل يجوز فصل العامل دون إنذار؟'],
  en: [
    'How many days of annual leave does a worker get?',
    'Can an employer dismiss a worker without notice?',
  ],
};

test("the trial's conversation is in the history after registering and paying on the same device", async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  // A guest journey: two streamed answers, registration with an emailed code, payment, the subscriber's chat.
  test.setTimeout(180_000);
  await newGuest(context, baseURL!);
  await page.goto('/chat');
  const [first, second] = trialQuestions[lang];
  await ask(page, lang, first);
  await ask(page, lang, second);
  const answers = await page.locator('#main').getByTestId('message-bot').allInnerTexts();

  // Registered on this device, then paid (the sandbox, as the buyer's browser would).
  await page.goto('/register');
  await registerAndVerify(page, lang, uniqueEmail(lang, 'trial-claim'));
  await subscribeViaSandbox(page.request);

  // The subscriber's chat lists the trial's conversation, with both questions and their answers.
  await page.goto('/chat');
  const sidebar = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
  const row = sidebar.getByTestId('thread-row').filter({ hasText: first.slice(0, 20) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').first().click();
  const main = page.locator('#main');
  await expect(main.getByTestId('message-user')).toContainText([first, second]);
  await expect(main.getByTestId('message-bot').first()).toContainText(answers[0]!.trim().slice(0, 30));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${shots}trial-kept-in-history-${lang}.png` });

  // Stored by the server, not only shown from this browser: a second claim finds it taken.
  const history = await page.request.get('/api/chat/history');
  const { conversations } = (await history.json()) as { conversations: { title: string }[] };
  expect(conversations.map((c) => c.title)).toContain(threadTitle(first));
  const origin = new URL(baseURL!).origin;
  const again = await page.request.post('/api/trial/claim', {
    data: { threads: [{ exchanges: [{ question: first, reply: 'x', citations: [] }] }] },
    headers: { origin },
  });
  expect(again.status()).toBe(409);
});

test("at the trial's end the countdown takes the guest to registration, with a way to log in", async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  // Five streamed answers, then the 30-second countdown, run on the page's own clock.
  test.setTimeout(180_000);
  await newGuest(context, baseURL!);
  await page.clock.install();
  await page.goto('/chat');
  for (let n = 1; n <= 5; n += 1) await ask(page, lang, `${trialQuestions[lang][0]} (${n})`);

  const modal = page.getByRole('dialog', { name: tr(lang, 'chat:limit.title') });
  await expect(modal).toBeVisible();
  const [before, after] = tr(lang, 'chat:limit.countdown', { seconds: '#' })
    .split('#')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(modal.getByTestId('limit-countdown')).toHaveText(new RegExp(`^${before}[0-9٠-٩]+${after}$`));
  await expect(modal.getByRole('link', { name: tr(lang, 'chat:limit.login') })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${shots}trial-end-modal-${lang}.png` });

  await page.clock.fastForward(31_000);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: tr(lang, 'account:auth.register.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: tr(lang, 'account:auth.register.loginLink') })).toBeVisible();
  await page.screenshot({ path: `${shots}trial-end-register-${lang}.png` });
});

test('the landing page words the trial as the server runs it, prerendered and live', async ({
  page,
  baseURL,
  lang,
}) => {
  // Before the app knows the server's settings (the prerendered HTML) the words hold for either trial mode.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(tr(lang, 'landing:cta.benefits.trial'));
  expect(html).not.toMatch(/free minutes|consultation minutes|دقائق استشارة|بدقائق مجانية/);

  // Live, they follow GET /api/config (this server: five questions within an hour).
  const config = (await (await page.request.get('/api/config')).json()) as {
    trial: { mode: string; durationMs: number; messagesLimit: number | null };
  };
  expect(config.trial).toEqual({ mode: 'window', durationMs: 3_600_000, messagesLimit: 5 });
  await acceptCookiesUpFront(page.context(), baseURL!);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await landingReady(page);
  const cta = page.locator('#cta');
  await cta.scrollIntoViewIfNeeded();
  const offer =
    lang === 'en' ? '5 free questions within an hour' : `${digits(lang, 5)} أسئلة مجانية خلال ساعة`;
  await expect(cta.getByText(offer)).toBeVisible();
  await cta.screenshot({ path: `${shots}landing-cta-trial-${lang}.png` });
});
