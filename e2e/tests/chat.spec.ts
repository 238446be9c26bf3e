import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Citation } from '@mustashar/contracts';
import type { Page } from '@playwright/test';
import { ask, forgetLocalChats, questions, signInAsSubscriber } from '../support/chat';
import { acceptCookiesUpFront, expect, type Lang, newGuest, ownNetwork, test, tr } from '../support/fixtures';

// Chat screenshots go beside the other main screens' (screenshots.spec.ts).
const shots = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
mkdirSync(shots, { recursive: true });

/** The headers of every WebSocket handshake the page makes (the trial's address must reach /ws/chat too). */
async function recordHandshakes(page: Page): Promise<Record<string, string>[]> {
  const handshakes: Record<string, string>[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketWillSendHandshakeRequest', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    handshakes.push(headers);
  });
  return handshakes;
}

/** The kinds of frames the server sent on /ws/chat, in order ('delta', 'reply', 'error'). */
function recordServerFrames(page: Page): string[] {
  const kinds: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload)) as { type?: string; reply?: string; error?: string };
        kinds.push(frame.type ?? (frame.reply !== undefined ? 'reply' : frame.error ? 'error' : 'other'));
      } catch {
        kinds.push('unparseable');
      }
    });
  });
  return kinds;
}

const digits = (lang: Lang, n: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);

test('guest: accept cookies → start the trial → streamed answers → the 5-message limit opens the modal with its countdown', async ({
  page,
  context,
  lang,
}) => {
  // Five streamed answers and a 30-second countdown read in flight: a journey, not a single screen.
  test.setTimeout(60_000);
  const ip = await ownNetwork(context);
  const handshakes = await recordHandshakes(page);
  const frames = recordServerFrames(page);

  await page.goto('/');
  const consent = page.getByRole('dialog', { name: tr(lang, 'cookie.title') });
  await consent.getByRole('button', { name: tr(lang, 'cookie.accept') }).click();
  await expect(consent).toBeHidden();
  await page
    .locator('#home')
    .getByRole('button', { name: tr(lang, 'landing:hero.primary') })
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page).toHaveTitle(tr(lang, 'chat:meta.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText(tr(lang, 'chat:trial.messagesLeft', { n: digits(lang, 5) }));

  // The first answer streams: delta frames, then the final reply.
  await ask(page, lang, questions[lang][0]!);
  expect(frames.indexOf('delta')).toBeGreaterThanOrEqual(0);
  expect(frames.indexOf('delta')).toBeLessThan(frames.indexOf('reply'));
  await expect(banner).toContainText(tr(lang, 'chat:trial.messagesLeft', { n: digits(lang, 4) }));
  // The trial's address reached the WebSocket upgrade, not only the HTTP calls.
  expect(handshakes.length).toBeGreaterThan(0);
  expect(handshakes.every((headers) => headers['x-forwarded-for'] === ip)).toBe(true);

  // Titled from the first question, listed in the history.
  const sidebar = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
  await expect(sidebar.getByTestId('thread-row')).toHaveCount(1);
  await expect(sidebar.getByTestId('thread-row')).toContainText(questions[lang][0]!.slice(0, 20));

  for (const question of questions[lang].slice(1)) await ask(page, lang, question);

  // The fifth answer used the last trial message: the blocking modal, counting down to registration.
  const modal = page.getByRole('dialog', { name: tr(lang, 'chat:limit.title') });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: tr(lang, 'chat:limit.subscribe') })).toBeFocused();
  await expect(modal.getByRole('link', { name: tr(lang, 'chat:limit.login') })).toHaveAttribute(
    'href',
    '/login?returnTo=/pricing',
  );
  const countdown = modal.getByTestId('limit-countdown');
  const first = await countdown.innerText();
  // A 30-second countdown, read a few seconds in at most on a busy machine (tests assert no timings).
  const readings = Array.from({ length: 11 }, (_, k) => 30 - k).map((seconds) =>
    tr(lang, 'chat:limit.countdown', { seconds: digits(lang, seconds) }),
  );
  expect(readings).toContain(first);
  await expect.poll(() => countdown.innerText()).not.toBe(first);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await page.screenshot({ path: `${shots}chat-limit-modal-${lang}.png` });

  // The server agrees: the trial is blocked.
  const status = await page.request.get('/api/trial/status');
  expect(await status.json()).toMatchObject({ blocked: true, messagesUsed: 5 });
  expect((await context.cookies()).find((c) => c.name === 'mustashar_device_messages')?.value).toBe('5');

  // A guest has no account yet: Subscribe goes to registration, which offers to log in instead.
  await modal.getByRole('button', { name: tr(lang, 'chat:limit.subscribe') }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('link', { name: tr(lang, 'account:auth.register.loginLink') })).toBeVisible();
});

test('guest: a page reload keeps the thread in this browser; new chat starts an empty one', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  await newGuest(context, baseURL!);
  // Opened directly: the chat starts the trial itself.
  await page.goto('/chat');
  await ask(page, lang, questions[lang][1]!);
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByTestId('message-user')).toContainText(questions[lang][1]!);
  await expect(main.getByTestId('message-bot')).toHaveAttribute('data-status', 'done');

  const sidebar = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
  await sidebar.getByRole('button', { name: tr(lang, 'chat:sidebar.newChat') }).click();
  await expect(main.getByTestId('message-user')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: tr(lang, 'chat:empty.title') })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { name: tr(lang, 'chat:empty.title') })).toBeVisible();
  await expect(sidebar.getByTestId('thread-row')).toHaveCount(1);
});

/** The citations of the replies the server sent on /ws/chat, in order. */
function recordCitations(page: Page): Citation[][] {
  const replies: Citation[][] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { reply?: string; citations?: Citation[] };
      if (frame.reply !== undefined) replies.push(frame.citations ?? []);
    });
  });
  return replies;
}

// The e2e server runs the default legal engine (no LLM) over the fixture corpus: this question's offline answer
// cites the end-of-service guide, then نظام العمل's article 84 (fx-labour) among others. English answers name the
// law by the corpus's English title and the article as "Article 84".
const article84: Record<Lang, { law: string; label: string }> = {
  ar: { law: 'نظام العمل', label: 'المادة الرابعة والثمانون' },
  en: { law: 'Labor Law', label: 'Article 84' },
};
const eosQuestion: Record<Lang, string> = {
  ar: 'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟',
  en: 'How much is the end of service award for a worker who served 6 years?',
};

test('guest: an answer cites a statute article, and its citation link opens that article in the library', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  await newGuest(context, baseURL!);
  const replies = recordCitations(page);
  await page.goto('/chat');
  await ask(page, lang, eosQuestion[lang]);

  const answer = page.locator('#main').getByTestId('message-bot').last();
  // Answer first, then the line naming where it comes from.
  await expect(answer).toContainText(lang === 'ar' ? 'المصدر:' : 'Source:');
  expect(replies).toHaveLength(1);
  const citations = replies[0]!;
  expect(citations).toContainEqual(
    expect.objectContaining({ kind: 'guide', url: '/library/guides/end-of-service-award' }),
  );
  const cited = citations.find((c) => c.kind === 'article' && c.article === '84');
  expect(cited, 'the answer cites article 84 of the Labour Law').toMatchObject({
    ...article84[lang],
    url: expect.stringMatching(/^\/library\/articles\/[0-9a-f-]{36}$/),
  });

  // The sources under the answer link each citation (and the answer's own "full text" link, when the article is
  // what the answer quotes, goes to the same page).
  const link = answer.getByRole('link', {
    name: `${article84[lang].law} — ${article84[lang].label}`,
    exact: true,
  });
  await expect(link).toHaveAttribute('href', cited!.url);
  expect(await answer.locator(`a[href="${cited!.url}"]`).count()).toBeGreaterThanOrEqual(1);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${cited!.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    lang === 'en' ? 'Article 84' : 'المادة الرابعة والثمانون',
  );
  await expect(page.getByRole('main')).toContainText('نظام العمل');
  const text = page.getByRole('region', { name: tr(lang, 'library:article.text') });
  await expect(text.locator('[lang="ar"][dir="rtl"]')).toContainText('مكافأة عن مدة خدمته');
});

const feedbackSizes = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } } as const;

for (const [size, viewport] of Object.entries(feedbackSizes)) {
  test(`subscriber on a ${size}: rates an answer down with a reason, and the rating is back after a reload`, async ({
    page,
    context,
    baseURL,
    lang,
  }) => {
    test.setTimeout(90_000);
    await acceptCookiesUpFront(context, baseURL!);
    await page.setViewportSize(viewport);
    await signInAsSubscriber(page, lang, `feedback-${size}`);
    await page.goto('/chat');
    await ask(page, lang, questions[lang][0]!);
    const main = page.getByRole('main');
    const answer = main.getByTestId('message-bot').last();
    const down = answer.getByRole('button', { name: tr(lang, 'chat:feedback.down') });
    await down.click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'chat:feedback.title') });
    await dialog.getByRole('radio', { name: tr(lang, 'chat:feedback.reasons.not_my_question') }).check();
    await expect(
      dialog.getByRole('checkbox', { name: tr(lang, 'chat:feedback.includeQuestion') }),
    ).not.toBeChecked();
    await page.screenshot({ path: `${shots}chat-feedback-dialog-${lang}-${viewport.width}.png` });
    await dialog.getByRole('button', { name: tr(lang, 'chat:feedback.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(down).toHaveAttribute('aria-pressed', 'true');

    // Kept by the server: with the local copy gone, the conversation comes back with its rating.
    await forgetLocalChats(page);
    await page.reload();
    if (size === 'phone') {
      await page.getByRole('button', { name: tr(lang, 'chat:header.openMenu') }).click();
      await page.getByRole('dialog').getByTestId('thread-row').first().getByRole('button').first().click();
    } else {
      const sidebar = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
      await sidebar.getByTestId('thread-row').first().getByRole('button').first().click();
    }
    await expect(
      main
        .getByTestId('message-bot')
        .last()
        .getByRole('button', { name: tr(lang, 'chat:feedback.down') }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
}

test('subscriber: the conversation survives a reload, and can be renamed, pinned, searched, exported and deleted', async ({
  page,
  context,
  baseURL,
  lang,
}) => {
  test.setTimeout(90_000);
  await acceptCookiesUpFront(context, baseURL!);
  await signInAsSubscriber(page, lang, 'chat');
  await page.goto('/chat');
  // No trial for subscribers.
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: tr(lang, 'chat:header.dashboard') })).toBeVisible();

  // A word of its own, so the search below finds exactly this conversation by its message text.
  const marker = `zq${randomBytes(4).toString('hex')}`;
  const firstQuestion = questions[lang][0]!;
  const secondQuestion = `${questions[lang][3]!} (${lang === 'ar' ? 'ملف' : 'file'} ${marker})`;
  await ask(page, lang, firstQuestion);
  const sidebar = page.getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') });
  await sidebar.getByRole('button', { name: tr(lang, 'chat:sidebar.newChat') }).click();
  await ask(page, lang, secondQuestion);

  // Stored on the server: after a reload (and with the local copy gone) both are listed, newest first.
  await forgetLocalChats(page);
  await page.reload();
  const rows = sidebar.getByTestId('thread-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(secondQuestion.slice(0, 20));
  await expect(rows.nth(1)).toContainText(firstQuestion.slice(0, 20));
  await rows.nth(1).getByRole('button').first().click();
  const main = page.getByRole('main');
  await expect(main.getByTestId('message-user')).toContainText(firstQuestion);
  await expect(main.getByTestId('message-bot')).toHaveAttribute('data-status', 'done');

  // Rename the first conversation.
  const renamed = lang === 'ar' ? 'إجازتي السنوية' : 'My annual leave';
  await rows.nth(1).getByRole('button').last().click();
  await page.getByRole('menuitem', { name: tr(lang, 'chat:thread.rename') }).click();
  const renameDialog = page.getByRole('dialog', { name: tr(lang, 'chat:thread.renameTitle') });
  const title = renameDialog.getByRole('textbox', { name: tr(lang, 'chat:thread.renameLabel') });
  await title.fill(renamed);
  await title.press('Enter');
  await expect(renameDialog).toBeHidden();
  await expect(sidebar.getByRole('button', { name: renamed, exact: true })).toBeVisible();

  // Pin it: pinned conversations come first.
  const renamedRow = rows.filter({ hasText: renamed });
  await renamedRow.getByRole('button', { name: tr(lang, 'chat:thread.actions', { title: renamed }) }).click();
  await page.getByRole('menuitem', { name: tr(lang, 'chat:thread.pin') }).click();
  await expect(rows.nth(0)).toContainText(renamed);
  await expect(rows.nth(0)).toContainText(tr(lang, 'chat:thread.pinned'));

  // The server kept the rename and the pin.
  await page.reload();
  await expect(rows.nth(0)).toContainText(renamed);
  await expect(rows.nth(0)).toContainText(tr(lang, 'chat:thread.pinned'));

  // Search runs on the server, over titles and messages.
  const search = sidebar.getByRole('searchbox', { name: tr(lang, 'chat:sidebar.search') });
  await search.fill(marker);
  const results = sidebar.getByTestId('search-results');
  await expect(results.getByTestId('thread-row')).toHaveCount(1);
  await expect(results).toContainText(secondQuestion.slice(0, 20));
  await search.fill(renamed);
  await expect(results.getByTestId('thread-row')).toHaveCount(1);
  await expect(results).toContainText(renamed);
  await sidebar.getByRole('button', { name: tr(lang, 'chat:sidebar.clearSearch') }).click();

  // Export: the whole history, and one conversation from its menu.
  const csvAll = await download(page, () =>
    sidebar.getByRole('button', { name: tr(lang, 'chat:sidebar.exportCsv') }).click(),
  );
  expect(csvAll.charCodeAt(0)).toBe(0xfeff);
  expect(csvAll).toContain(firstQuestion);
  expect(csvAll).toContain(secondQuestion);
  const pdf = await download(
    page,
    () => sidebar.getByRole('button', { name: tr(lang, 'chat:sidebar.exportPdf') }).click(),
    'latin1',
  );
  expect(pdf.startsWith('%PDF')).toBe(true);
  await rows
    .filter({ hasText: renamed })
    .getByRole('button', { name: tr(lang, 'chat:thread.actions', { title: renamed }) })
    .click();
  const csvOne = await download(page, () =>
    page.getByRole('menuitem', { name: tr(lang, 'chat:thread.exportCsv') }).click(),
  );
  expect(csvOne).toContain(firstQuestion);
  expect(csvOne).not.toContain(secondQuestion);

  // Delete it, after confirming; gone after a reload too.
  await rows
    .filter({ hasText: renamed })
    .getByRole('button', { name: tr(lang, 'chat:thread.actions', { title: renamed }) })
    .click();
  await page.getByRole('menuitem', { name: tr(lang, 'chat:thread.delete') }).click();
  const confirm = page.getByRole('dialog', { name: tr(lang, 'chat:thread.deleteTitle') });
  await confirm.getByRole('button', { name: tr(lang, 'chat:thread.deleteConfirm') }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(secondQuestion.slice(0, 20));
});

/** Runs `action` and returns the text of the file it downloads. */
async function download(
  page: Page,
  action: () => Promise<void>,
  encoding: BufferEncoding = 'utf8',
): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return readFileSync(await file.path(), encoding);
}

const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 360, height: 740 } } as const;

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`chat screenshots, ${theme}, ${size}`, async ({ page, context, baseURL, lang }) => {
      await newGuest(context, baseURL!);
      await page.addInitScript((t) => localStorage.setItem('appearance', t), theme);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/chat');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByRole('main').getByRole('textbox')).toBeEnabled();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${shots}chat-empty-${lang}-${theme}-${size}.png` });
      await ask(page, lang, questions[lang][0]!);
      // Nothing sticks out sideways on a 360 px phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}chat-${lang}-${theme}-${size}.png` });
      if (size === 'mobile') {
        await page.getByRole('button', { name: tr(lang, 'chat:header.recent') }).click();
        const sheet = page.getByRole('dialog', { name: tr(lang, 'chat:header.recent') });
        await expect(sheet.getByTestId('thread-row')).toHaveCount(1);
        await page.screenshot({ path: `${shots}chat-sheet-${lang}-${theme}.png` });
        await sheet.getByRole('button', { name: tr(lang, 'chat:sidebar.seeMore') }).click();
        const drawer = page.getByRole('dialog', { name: tr(lang, 'chat:sidebar.label') });
        await expect(drawer.getByRole('button', { name: tr(lang, 'chat:sidebar.newChat') })).toBeVisible();
        await page.screenshot({ path: `${shots}chat-drawer-${lang}-${theme}.png` });
      }
    });
  }
}

/** A valid text PDF of under 1 KB, readable by pdftotext: one line in Helvetica. */
const ONE_LINE_PDF = (() => {
  const content = 'BT /F1 18 Tf 72 700 Td (Rent is due on the first of each month.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
})();

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('guest: attachments upload (a one-line PDF too), other types are named and left out, too large files show the server message until New chat', async ({
  page,
  context,
  baseURL,
  lang,
  consoleErrors,
}) => {
  // Hands a 10.5 MB file to the browser and uploads several more: slow to transfer on a busy machine.
  test.setTimeout(60_000);
  await newGuest(context, baseURL!);
  await page.goto('/chat');
  const main = page.locator('#main');
  await expect(main.getByRole('textbox', { name: tr(lang, 'chat:composer.label') })).toBeEnabled();
  const picker = main.getByTestId('attachment-input');
  const chips = main.getByRole('list', { name: tr(lang, 'chat:composer.attachments') }).getByRole('listitem');

  // Over the 10 MB cap: refused by the server, with its message.
  await picker.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10.5 * 1024 * 1024),
  });
  const refused = chips.filter({ hasText: 'huge.pdf' }).getByRole('alert');
  await expect(refused).toBeVisible();
  expect((await refused.innerText()).trim().length).toBeGreaterThan(5);
  // The browser reports the 413 answer itself; that one is expected here.
  for (const error of consoleErrors.filter((e) => /status of 413/.test(e))) {
    consoleErrors.splice(consoleErrors.indexOf(error), 1);
  }
  // A new conversation does not carry the failed file over.
  await page
    .getByRole('navigation', { name: tr(lang, 'chat:sidebar.label') })
    .getByRole('button', { name: tr(lang, 'chat:sidebar.newChat') })
    .click();
  await expect(chips).toHaveCount(0);

  await picker.setInputFiles([
    {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Employment started on 1 March 2024.\n'),
    },
    { name: 'stamp.png', mimeType: 'image/png', buffer: PNG_1PX },
    { name: 'lease.pdf', mimeType: 'application/pdf', buffer: ONE_LINE_PDF },
    { name: 'extra.txt', mimeType: 'text/plain', buffer: Buffer.from('Spare page.\n') },
    { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  await expect(chips).toHaveCount(4);
  // The server reads each file (the photo by OCR, the PDF in a reader process): slow on a busy machine.
  await expect(chips.filter({ hasText: tr(lang, 'chat:composer.uploaded') })).toHaveCount(4, {
    timeout: 30_000,
  });
  await expect(chips.filter({ hasText: 'tool.exe' })).toHaveCount(0);
  // Left out, and said so.
  await expect(main.getByRole('alert').filter({ hasText: 'tool.exe' })).toBeVisible();
  await main.getByRole('button', { name: tr(lang, 'chat:composer.remove', { name: 'extra.txt' }) }).click();
  await expect(chips).toHaveCount(3);

  await ask(page, lang, questions[lang][2]!);
  const sent = main.getByTestId('message-user').last();
  await expect(
    sent.getByRole('link', { name: tr(lang, 'chat:message.openAttachment', { name: 'notes.txt' }) }),
  ).toBeVisible();
  await expect(
    sent.getByRole('link', { name: tr(lang, 'chat:message.openAttachment', { name: 'lease.pdf' }) }),
  ).toBeVisible();
  const preview = sent.getByRole('img', { name: tr(lang, 'chat:message.imageAlt', { name: 'stamp.png' }) });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await sent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}chat-attachments-${lang}.png` });
});
