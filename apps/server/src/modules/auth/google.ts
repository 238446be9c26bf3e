import * as oidc from 'openid-client';
import { oidcIssuer } from './oidc-issuer.ts';
import type { ProviderMode } from './provider-sign-in.ts';

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Decided by config: a loopback http issuer outside production only (the local double). */
  allowInsecureRequests: boolean;
};
export type GoogleMode = ProviderMode;
/** What the short-lived signed cookie carries between the redirect and the callback. */
export type GoogleFlow = { state: string; nonce: string; verifier: string; mode: GoogleMode };

/**
 * OpenID Connect with openid-client: discovery from the issuer (Google's, or the local double in tests), PKCE
 * (S256), state and nonce; the ID token's signature (against the issuer's JWKS: non-repudiation checks on), issuer,
 * audience and nonce are checked by openid-client.
 */
export function createGoogleClient(google: GoogleConfig) {
  const configuration = oidcIssuer({
    issuer: google.issuer,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    allowInsecureRequests: google.allowInsecureRequests,
  });

  return {
    async authorizationUrl(
      redirectUri: string,
      mode: GoogleMode,
    ): Promise<{ url: string; flow: GoogleFlow }> {
      const config = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: GoogleFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, mode };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, flow };
    },

    /** Exchanges the code; returns the verified identity claims. */
    async identity(currentUrl: URL, flow: GoogleFlow) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      return {
        sub: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

export type GoogleIdentity = Awaited<ReturnType<ReturnType<typeof createGoogleClient>['identity']>>;
