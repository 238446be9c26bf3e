import * as oidc from 'openid-client';

/**
 * An OpenID Connect issuer's configuration, discovered on first use and shared; a failed discovery is retried on
 * the next call. ID tokens are checked against the issuer's JWKS even when they come straight from the token
 * endpoint (openid-client otherwise trusts TLS there). Plain http only when config allows it (a loopback test double).
 */
export function oidcIssuer(options: {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  clientAuth?: oidc.ClientAuth;
  allowInsecureRequests: boolean;
}): () => Promise<oidc.Configuration> {
  let discovered: Promise<oidc.Configuration> | null = null;
  return () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        options.clientAuth,
        options.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };
}
