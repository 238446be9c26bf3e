import { acceptCookiesUpFront, expect, shot, signInBrowser, test, tr } from '../support/fixtures';
import { createVerifiedUser, uniqueEmail } from '../support/outbox';

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

test('download my data: ask in settings, get the link by e-mail, open the archive and the PDF', async ({
  page,
  request,
  lang,
}) => {
  const email = uniqueEmail(lang, 'export');
  await createVerifiedUser(request, email, 'Export Person');
  await signInBrowser(page, lang, email, '/dashboard/settings');

  // Registering recorded the consents, shown in settings.
  const consents = page.getByRole('region', { name: tr(lang, 'account:dataRights.consents.title') });
  await expect(consents.getByText(tr(lang, 'account:dataRights.consents.subjects.terms'))).toBeVisible();

  const card = page.getByRole('region', { name: tr(lang, 'account:dataRights.export.title') });
  const button = card.getByRole('button', { name: tr(lang, 'account:dataRights.export.button') });
  await button.click();
  const preparing = tr(lang, 'account:dataRights.export.state.preparing', { requestedAt: '§' }).split(
    '§',
  )[1]!;
  await expect(card.getByRole('status').filter({ hasText: preparing.trim() })).toBeVisible();
  await expect(button).toBeDisabled();

  // The server's worker builds it and mails the link.
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get('/dev/outbox')).json()) as {
          emails: { to: string; text: string }[];
        };
        const mail = emails.find((e) => e.to === email && e.text.includes('/api/data-exports/'));
        // The mail says it in both languages: each link is there twice.
        links = [
          ...new Set(
            [...(mail?.text.matchAll(/https?:\/\/\S+\/api\/data-exports\/\S+\.(?:json|pdf)/g) ?? [])].map(
              (m) => m[0],
            ),
          ),
        ];
        return links.length;
      },
      { message: 'the export link was e-mailed', timeout: 30_000 },
    )
    .toBe(2);
  const json = await request.get(links.find((l) => l.endsWith('.json'))!);
  expect(json.status()).toBe(200);
  const archive = await json.json();
  expect(archive.profile.email).toBe(email);
  // Registration's three, and (once the page has reported it) this browser's cookie choice.
  expect(archive.consents.map((c: { subject: string }) => c.subject)).toEqual(
    expect.arrayContaining(['terms', 'privacy', 'marketing']),
  );
  const pdf = await request.get(links.find((l) => l.endsWith('.pdf'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.reload();
  const ready = tr(lang, 'account:dataRights.export.state.ready', { requestedAt: '§', expiresAt: '§' }).split(
    '§',
  )[1]!;
  await expect(card.getByRole('status').filter({ hasText: ready.trim() })).toBeVisible();
  await shot(page, `data-rights-settings-${lang}-1280`);
  // On a phone, in the dark theme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(card.getByRole('status').filter({ hasText: ready.trim() })).toBeVisible();
  await shot(page, `data-rights-settings-${lang}-360-dark`);
});
