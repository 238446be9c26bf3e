// A local OpenID Connect provider standing in for Google in the end-to-end tests (oauth2-mock-server, RS256).
//
// Who signs in is chosen per browser: a test sets the cookie `mock_oidc_identity` (base64url JSON
// `{sub, email, email_verified?, name?}`) on this provider's origin in its own browser context, so parallel tests
// never see each other's identity. The browser brings the cookie to /authorize; the code issued there is mapped to
// the identity, and the token request (made by our server with that code) gets it in the ID token and userinfo.
import { OAuth2Server } from 'oauth2-mock-server';

export const IDENTITY_COOKIE = 'mock_oidc_identity';
const port = Number(process.env.OIDC_PORT ?? 3198);
const host = '127.0.0.1';
const DEFAULT_IDENTITY = { sub: 'mock-default', email: 'default@example.test', email_verified: true };

function identityFrom(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== IDENTITY_COOKIE) continue;
    try {
      const parsed = JSON.parse(
        Buffer.from(decodeURIComponent(rest.join('=')), 'base64url').toString('utf8'),
      );
      if (typeof parsed?.sub === 'string' && typeof parsed?.email === 'string') {
        return { email_verified: true, ...parsed };
      }
    } catch {
      // fall through to the default identity
    }
  }
  return DEFAULT_IDENTITY;
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
// The mock would name itself http://localhost:PORT; the issuer must match GOOGLE_ISSUER exactly.
server.issuer.url = `http://${host}:${port}`;

/** code → identity, from /authorize to /token (a minute is plenty). */
const byCode = new Map();
/** access token → identity, for /userinfo. */
const byAccessToken = new Map();

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const code = redirect.url.searchParams.get('code');
  if (!code) return;
  byCode.set(code, identityFrom(req.headers.cookie));
  setTimeout(() => byCode.delete(code), 60_000).unref();
});

server.service.on('beforeTokenSigning', (token, req) => {
  const identity = byCode.get(req.body?.code);
  if (!identity) return;
  Object.assign(token.payload, identity);
});

server.service.on('beforeResponse', (response, req) => {
  const identity = byCode.get(req.body?.code);
  if (!identity) return;
  byCode.delete(req.body.code);
  if (typeof response.body?.access_token === 'string') {
    byAccessToken.set(response.body.access_token, identity);
    setTimeout(() => byAccessToken.delete(response.body.access_token), 60_000).unref();
  }
});

server.service.on('beforeUserinfo', (response, req) => {
  const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  const identity = byAccessToken.get(bearer);
  if (identity) response.body = { ...identity };
});

await server.start(port, host);
process.stdout.write(`OIDC double listening at ${server.issuer.url}\n`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
