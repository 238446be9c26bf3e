import { type APIRequestContext, expect } from '@playwright/test';

export const PASSWORD = 'Str0ng-pass!';

/** Registration addresses (TEST-NET-2), from a random start so parallel workers rarely share one. */
let registrations = Math.floor(Math.random() * 254);

export function uniqueEmail(lang: string, label: string): string {
  return `e2e-${label}-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * The newest email to `to` in the development outbox (optionally one whose subject or text matches), and the 6-digit
 * code on a line of its own.
 */
export async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  options: { matching?: RegExp; not?: string } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox');
        const { emails } = (await response.json()) as {
          emails: { to: string; subject: string; text: string }[];
        };
        const email = emails.find(
          (e) =>
            e.to.toLowerCase() === to.toLowerCase() &&
            (!options.matching || options.matching.test(`${e.subject}\n${e.text}`)),
        );
        code = email?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
        return code && code !== options.not ? code : undefined;
      },
      { message: `a code was emailed to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/** Registers and verifies an account over HTTP (the browser flow is covered by auth.spec.ts). */
export async function createVerifiedUser(
  request: APIRequestContext,
  email: string,
  name = 'E2E User',
  password = PASSWORD,
): Promise<void> {
  // Each account registers from an address of its own, as different people do: the suite registers more accounts
  // than one address may in a quarter of an hour.
  const headers = { 'x-forwarded-for': `198.51.100.${1 + (registrations++ % 254)}` };
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password, termsAccepted: true, marketing: false },
    headers,
  });
  expect(registered.status()).toBe(201);
  const code = await codeFromOutbox(request, email);
  expect((await request.post('/api/auth/verify-email', { data: { email, code }, headers })).ok()).toBe(true);
}

/** A verified account of the test's own, over HTTP; returns its address. */
export async function newAccount(request: APIRequestContext, lang: string, label: string, name: string) {
  const email = uniqueEmail(lang, label);
  await createVerifiedUser(request, email, name);
  return email;
}

let logins = 0;
/**
 * Each login comes from an address of its own, as different people's do: the suite logs in more often than one
 * address may in a quarter of an hour (the login cap counts requests per address).
 */
export function ownLoginAddress(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `203.0.113.${1 + (logins++ % 254)}` };
}

/** Signs `request` in with the account's password, so its calls are that account's. */
export async function signInApi(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email, password },
    headers: ownLoginAddress(),
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** A new verified account with `request` signed in as it; returns its address. */
export async function newSignedInAccount(
  request: APIRequestContext,
  lang: string,
  label: string,
  name: string,
) {
  const email = await newAccount(request, lang, label, name);
  await signInApi(request, email);
  return email;
}
