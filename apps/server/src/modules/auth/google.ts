import * as oidc from 'openid-client';
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
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(google.issuer),
        google.clientId,
        google.clientSecret,
        undefined,
        // Plain http only for a loopback issuer outside production (the test double); see config.ts.
        google.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .then((config) => {
        // openid-client skips an ID token's signature when it comes straight from the token endpoint (OIDC allows
        // trusting TLS there); we check it against the issuer's JWKS anyway, as for Apple.
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

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
