import type { Locale } from '@mustashar/contracts';
import { writeAudit } from '../../lib/audit.ts';
import { recordConsents, registrationConsents } from '../data-rights/consent.ts';
import * as accounts from '../identity/index.ts';
import * as repo from './repo.ts';
import {
  type AuthDeps,
  createLoginChallenge,
  endAllSessions,
  type Origin,
  type SignedIn,
  startSession,
} from './service.ts';

/** An identity provider people sign in with (OpenID Connect): Google (google.ts) or Apple (apple.ts). */
export type Provider = 'google' | 'apple';
export type ProviderMode = 'login' | 'register';
/** What the provider vouches for, normalised (the email lower-cased; null when it gave none). */
export type ProviderIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name?: string | null;
};

export type ProviderOutcome =
  | { kind: 'signed-in'; signedIn: SignedIn; redirect: string }
  | { kind: 'two-factor'; challenge: string; redirect: string }
  | { kind: 'redirect'; redirect: string };

/**
 * Four outcomes, the same for every provider: a known user signs in; an existing email account is linked (only when
 * the provider vouches for the address); `mode=register` creates a verified account; anyone else is sent back with
 * `<provider>=not-registered` (the one place an email's absence is revealed, so the user knows to register). A user
 * with two-factor authentication is still asked for it: the provider proves the first factor only.
 */
export async function providerSignIn(
  deps: AuthDeps,
  provider: Provider,
  identity: ProviderIdentity,
  mode: ProviderMode,
  locale: Locale,
  origin: Origin,
): Promise<ProviderOutcome> {
  const finish = async (user: accounts.UserRow, redirect: string): Promise<ProviderOutcome> => {
    // The login page says why (ADR 086); nothing is linked or opened for a disabled account.
    if (user.disabledAt) return { kind: 'redirect', redirect: `/login?${provider}=disabled` };
    if (user.twoFactorEnabled) {
      const challenge = await createLoginChallenge(deps, user, true);
      return {
        kind: 'two-factor',
        challenge,
        redirect: `/login?twoFactor=1&challenge=${encodeURIComponent(challenge)}`,
      };
    }
    return { kind: 'signed-in', signedIn: await startSession(deps, user, true, origin, provider), redirect };
  };
  const subject = provider === 'google' ? { googleSub: identity.sub } : { appleSub: identity.sub };

  const known =
    provider === 'google'
      ? await accounts.findUserByGoogleSub(deps.db, identity.sub)
      : await accounts.findUserByAppleSub(deps.db, identity.sub);
  if (known) return finish(known, '/dashboard');
  if (!identity.email || !identity.emailVerified)
    return { kind: 'redirect', redirect: `/login?${provider}=error` };

  const byEmail = await accounts.findActiveUserByEmail(deps.db, identity.email);
  if (byEmail?.disabledAt) return { kind: 'redirect', redirect: `/login?${provider}=disabled` };
  if (byEmail) {
    // The provider proves the mailbox; a pending account's password was proven by nobody, so linking drops it
    // (the owner can set one with "forgot password") and ends anything that password might have opened.
    const linked = await accounts.linkProvider(deps.db, byEmail.id, subject, deps.clock());
    if (!byEmail.emailVerifiedAt) {
      await endAllSessions(deps, byEmail.id);
      await repo.deleteTrustedDevices(deps.db, byEmail.id);
      await accounts.closeEmailCodes(deps.db, byEmail.id, 'verify', deps.clock());
    }
    await writeAudit(deps.db, { userId: byEmail.id, action: `auth.${provider}_linked`, ip: origin.ip });
    return finish(linked ?? byEmail, `/dashboard?linked=${provider}`);
  }
  if (mode === 'register') {
    const user = await accounts.insertUser(deps.db, {
      email: identity.email,
      name: identity.name ?? identity.email.split('@')[0]!,
      ...subject,
      emailVerifiedAt: deps.clock(),
      locale,
      createdAt: deps.clock(),
    });
    // Registering with a provider accepts the terms and privacy policy as the form does (its page says so).
    await recordConsents(deps.db, user.id, registrationConsents(false), deps.clock());
    await writeAudit(deps.db, {
      userId: user.id,
      action: 'auth.register',
      ip: origin.ip,
      detail: { method: provider },
    });
    return finish(user, `/dashboard?registered=${provider}&new=true`);
  }
  return {
    kind: 'redirect',
    redirect: `/?${provider}=not-registered&email=${encodeURIComponent(identity.email)}`,
  };
}
