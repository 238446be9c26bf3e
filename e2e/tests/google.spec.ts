import { acceptCookiesUpFront, expect, type Lang, test, tr, useGoogleIdentity } from '../support/fixtures';
import { createVerifiedUser, uniqueEmail } from '../support/outbox';

// Google sign-in against the local OpenID Connect double (support/oidc-provider.mjs): the browser really goes
// our /api/auth/google/redirect → the double's /authorize → our callback, which exchanges the code (PKCE, state,
// nonce) and checks the RS256-signed ID token.

test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL!));

const googleSub = (lang: Lang, label: string) => `g-${label}-${lang}-${Date.now()}-${Math.random()}`;

test('the sign-in screens offer Google when the server has a Google client', async ({
  page,
  request,
  lang,
}) => {
  expect(((await (await request.get('/api/config')).json()) as { googleSignIn: boolean }).googleSignIn).toBe(
    true,
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: tr(lang, 'account:auth.social.googleLogin') })).toBeVisible();
  await page.goto('/register');
  await expect(
    page.getByRole('button', { name: tr(lang, 'account:auth.social.googleRegister') }),
  ).toBeVisible();
});

test('an unknown Google user is warned and sent on to register with the email filled in', async ({
  page,
  context,
  lang,
}) => {
  const email = uniqueEmail(lang, 'g-unknown');
  await useGoogleIdentity(context, { sub: googleSub(lang, 'unknown'), email, name: 'Unknown Person' });
  await page.goto('/login');
  await page.getByRole('button', { name: tr(lang, 'account:auth.social.googleLogin') }).click();

  // Back on the landing page with ?google=not-registered&email=…: the warning, the query cleared…
  await expect(page.getByText(tr(lang, 'common:toasts.googleNotRegistered'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  // …then, after 1600 ms, /register with the email.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/register' && url.searchParams.get('email') === email,
  );
  await expect(
    page.getByRole('main').getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }),
  ).toHaveValue(email);
  // Nobody was signed in (the browser context's cookies, asked outside the page).
  expect((await context.request.get('/api/auth/me')).status()).toBe(401);
});

test('a new user signs up with Google and is welcomed on the dashboard', async ({ page, context, lang }) => {
  const email = uniqueEmail(lang, 'g-new');
  await useGoogleIdentity(context, { sub: googleSub(lang, 'new'), email, name: 'Google Newcomer' });
  await page.goto('/register');
  await page.getByRole('button', { name: tr(lang, 'account:auth.social.googleRegister') }).click();

  await expect(page.getByText(tr(lang, 'account:shell.toasts.googleWelcome'))).toBeVisible();
  // The parameters go once the toast is shown.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.search === '');
  // Signed in (a new account has no subscription yet, so the gate shows).
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'account:gate.title') })).toBeVisible();
  await page.goto('/dashboard/settings');
  await expect(page.getByText(email)).toBeVisible();
});

test('an existing email account is linked to Google on first Google sign-in', async ({
  page,
  context,
  request,
  lang,
}) => {
  const email = uniqueEmail(lang, 'g-link');
  await createVerifiedUser(request, email, 'Existing Person');
  await useGoogleIdentity(context, { sub: googleSub(lang, 'link'), email });
  await page.goto('/login');
  await page.getByRole('button', { name: tr(lang, 'account:auth.social.googleLogin') }).click();

  await expect(page.getByText(tr(lang, 'account:shell.toasts.googleLinked'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.search === '');
  await page.goto('/dashboard/settings');
  await expect(page.getByText(email)).toBeVisible();
});
