import { newConsoleUser } from '../support/admin';
import { acceptCookiesUpFront, expect, ownNetwork, shot, test, tr } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesUpFront(context, baseURL!);
  // The contact form allows a few messages per address: this visitor writes from a network of its own.
  await ownNetwork(context);
});

type OutboxEmail = { to: string; subject: string; text: string; html: string | null };

test('a visitor writes to support; a support agent finds it in the inbox, replies by email, and the audit log shows the reply', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const visitor = uniqueEmail(lang, 'inbox-visitor');
  const subject = `Inbox ${lang} ${Date.now()}`;
  const replyText =
    lang === 'ar' ? 'مرحبًا، نعم: الخطة السنوية تشمل ذلك.' : 'Hello, yes: the yearly plan includes it.';

  // The visitor sends the contact form, in the page's language.
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: tr(lang, 'pages:contact.name'), exact: true }).fill('Huda Visitor');
  await form.getByRole('textbox', { name: tr(lang, 'pages:contact.email'), exact: true }).fill(visitor);
  await form.getByRole('textbox', { name: tr(lang, 'pages:contact.subject'), exact: true }).fill(subject);
  await form
    .getByRole('textbox', { name: tr(lang, 'pages:contact.message'), exact: true })
    .fill('Does the yearly plan include contract reviews?');
  await form.getByRole('button', { name: tr(lang, 'pages:contact.send') }).click();
  await expect(page.getByText(/24/).or(page.getByText(/٢٤/)).first()).toBeVisible();

  // A support agent opens the inbox from the console's menu, which counts new messages.
  const agent = await newConsoleUser(page, request, lang, 'support');
  const nav = page.getByRole('navigation', { name: tr(lang, 'admin:nav.label') });
  const inboxLink = nav.getByRole('link', { name: new RegExp(tr(lang, 'admin:nav.inbox')) });
  await expect(inboxLink.getByTestId('inbox-new-count')).toBeVisible();
  await inboxLink.click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: tr(lang, 'admin:inbox.title') })).toBeVisible();
  await expect(main.getByLabel(tr(lang, 'admin:inbox.filter'))).toHaveValue('new');

  // Newest is last (soonest due first): turn the pages until it shows.
  const link = main.getByRole('link', { name: subject });
  const next = main.getByRole('button', { name: tr(lang, 'admin:pager.next') });
  await expect(main.getByTestId('inbox-messages')).toBeVisible();
  while (!(await link.isVisible())) {
    const first = await main.getByTestId('inbox-row').first().textContent();
    await next.click();
    await expect(main.getByTestId('inbox-row').first()).not.toHaveText(first ?? '');
  }
  const row = main.getByTestId('inbox-row').filter({ hasText: subject });
  await expect(row).toContainText(tr(lang, `admin:locales.${lang}`));
  await expect(row).toContainText(tr(lang, 'admin:inbox.due'));
  await expect(row.getByTestId('inbox-status')).toHaveText(tr(lang, 'admin:inbox.statuses.new'));
  await link.click();

  // The message's page: the thread so far, and a reply.
  await expect(main.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(main.getByTestId('thread-message')).toContainText(
    'Does the yearly plan include contract reviews?',
  );
  await expect(main.getByText(tr(lang, 'admin:inbox.noAccount'))).toBeVisible();
  await main.getByRole('button', { name: tr(lang, 'admin:inbox.send') }).click();
  await expect(main.getByText(tr(lang, 'admin:inbox.errors.replyRequired'))).toBeVisible();
  await main.getByRole('textbox', { name: tr(lang, 'admin:inbox.replyLabel') }).fill(replyText);
  await main.getByRole('button', { name: tr(lang, 'admin:inbox.send') }).click();
  await expect(main.getByRole('status')).toHaveText(tr(lang, 'admin:inbox.sent', { email: visitor }));
  await expect(main.getByTestId('thread-reply')).toContainText(replyText);
  await expect(main.getByTestId('thread-reply')).toContainText(agent.email);
  await expect(main.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(main.getByTestId('inbox-status')).toHaveText(tr(lang, 'admin:inbox.statuses.replied'));

  // The reply went to the visitor, in the message's language, as "Re: subject".
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get('/dev/outbox')).json()) as { emails: OutboxEmail[] };
      return emails.find((e) => e.to === visitor && e.subject === `Re: ${subject}`);
    })
    .toMatchObject({
      text: expect.stringContaining(replyText),
      html: expect.stringContaining(lang === 'ar' ? 'فريق الدعم في مستشار' : 'Mustashar support'),
    });

  await shot(page, `admin-inbox-thread-${lang}-1280`);
  // In the dark theme on a phone too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(main.getByTestId('thread-reply')).toBeVisible();
  await shot(page, `admin-inbox-thread-${lang}-360-dark`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  // The audit log lists the reply, by this agent.
  await nav.getByRole('link', { name: tr(lang, 'admin:nav.audit') }).click();
  await main.getByLabel(tr(lang, 'admin:audit.action')).selectOption('admin.contact_reply');
  await main.getByRole('searchbox', { name: tr(lang, 'admin:audit.actor') }).fill(agent.email);
  await main.getByRole('button', { name: tr(lang, 'admin:audit.apply') }).click();
  const entries = main.getByTestId('audit-entries').getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(tr(lang, 'admin:actions.admin_contact_reply'));
  await expect(entries.first()).toContainText(agent.email);
  await expect(entries.first()).not.toContainText(replyText);
});
