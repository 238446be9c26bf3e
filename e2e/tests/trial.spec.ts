import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { acceptCookiesUpFront, expect, type Lang, landingReady, test, tr } from '../support/fixtures';

/**
 * Each test is its own visitor on its own network (the server trusts X-Forwarded-For in e2e), so no test shares
 * a trial with another running in parallel.
 */
async function ownNetwork(context: BrowserContext) {
  const ip = `2001:db8:${randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

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
  await ownNetwork(context);
  await acceptCookiesUpFront(context, baseURL!);
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
