import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { oidcIssuer } from './oidc-issuer.ts';
import type { ProviderMode } from './provider-sign-in.ts';

export type AppleConfig = {
  clientId: string;
  teamId: string;
  keyId: string;
  /** The Sign in with Apple key (.p8, PKCS#8 PEM). */
  privateKey: string;
  issuer: string;
  /** A loopback http issuer outside production only (the local double); see config.ts. */
  allowInsecureRequests: boolean;
};
export type AppleMode = ProviderMode;
/** What the short-lived signed cookie carries between the redirect and Apple's form post. */
export type AppleFlow = { state: string; nonce: string; mode: AppleMode };
export type AppleIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** Apple's client secret: a short-lived ES256 JWT signed with the team's key (Apple's "client_secret" rules). */
export async function appleClientSecret(apple: AppleConfig, now = new Date()): Promise<string> {
  const key = await importPKCS8(apple.privateKey, 'ES256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(apple.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(key);
}

/** The `user` form field Apple posts on the first sign-in only: the name the person chose to share. */
function nameFromUserField(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' ').trim().slice(0, 100) : null;
  } catch {
    return null;
  }
}

/**
 * Sign in with Apple over OpenID Connect with openid-client: discovery from the issuer (Apple's, or the local double
 * in tests), the authorization code flow answered by a form post, state and nonce, a client secret signed with the
 * Apple key, and the ID token's signature checked against the issuer's JWKS (non-repudiation checks on), with its
 * issuer, audience, expiry and nonce.
 */
export function createAppleClient(apple: AppleConfig) {
  const clientAuth: oidc.ClientAuth = async (_as, client, body) => {
    body.set('client_id', client.client_id);
    body.set('client_secret', await appleClientSecret(apple));
  };
  const configuration = oidcIssuer({
    issuer: apple.issuer,
    clientId: apple.clientId,
    clientAuth,
    allowInsecureRequests: apple.allowInsecureRequests,
  });

  return {
    async authorizationUrl(redirectUri: string, mode: AppleMode): Promise<{ url: string; flow: AppleFlow }> {
      const config = await configuration();
      const flow: AppleFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), mode };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'form_post',
        scope: 'openid name email',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /** Exchanges the posted code; returns the verified identity (and the name Apple posts the first time). */
    async identity(
      callbackUrl: string,
      form: Record<string, string>,
      flow: AppleFlow,
    ): Promise<AppleIdentity> {
      const config = await configuration();
      const request = new Request(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
      const tokens = await oidc.authorizationCodeGrant(config, request, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      return {
        sub: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        // Apple writes it as a boolean or as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: nameFromUserField(form.user),
      };
    },
  };
}
