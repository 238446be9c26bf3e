import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose';

/**
 * A local Sign in with Apple over real HTTP, for the tests: discovery, an authorize page that posts its answer back
 * as a form (`response_mode=form_post`, as Apple does), a token endpoint that checks the client secret JWT against
 * the team's public key (ES256, kid, iss, sub, aud) and the code's redirect_uri, and a JWKS for the RS256 ID tokens.
 */

export type AppleDoubleIdentity = {
  sub: string;
  email: string;
  /** Apple sends a string; tests may send a boolean to check both are read. */
  email_verified?: boolean | 'true' | 'false';
  /** Posted as the `user` form field, as Apple does on a first sign-in only. */
  name?: { firstName: string; lastName: string };
};

export type AppleDouble = {
  issuer: string;
  clientId: string;
  teamId: string;
  keyId: string;
  /** The team's Sign in with Apple key, PKCS#8 PEM (what APPLE_PRIVATE_KEY holds). */
  privateKey: string;
  /** Who signs in at the next authorize. */
  next: AppleDoubleIdentity;
  /** Token requests refused, with why (a bad client secret, code or redirect_uri). */
  refusals: string[];
  /** When true, ID tokens are signed with a key that is not in the JWKS. */
  forgeIdTokens: boolean;
  close(): Promise<void>;
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startAppleDouble(): Promise<AppleDouble> {
  const team = await generateKeyPair('ES256', { extractable: true });
  const signing = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'double-rs256', alg: 'RS256', use: 'sig' };
  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const codes = new Map<string, { identity: AppleDoubleIdentity; nonce: string; redirectUri: string }>();

  const double: AppleDouble = {
    issuer: '',
    clientId: 'sa.mustashar.test.web',
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
    privateKey: await exportPKCS8(team.privateKey),
    next: { sub: '000001.apple', email: 'someone@privaterelay.appleid.com', email_verified: 'true' },
    refusals: [],
    forgeIdTokens: false,
    close: () => app.close(),
  };

  app.get('/.well-known/openid-configuration', async () => ({
    issuer: double.issuer,
    authorization_endpoint: `${double.issuer}/auth/authorize`,
    token_endpoint: `${double.issuer}/auth/token`,
    jwks_uri: `${double.issuer}/auth/keys`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'name'],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
  }));

  app.get('/auth/keys', async () => ({ keys: [jwk] }));

  app.get('/auth/authorize', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.client_id !== double.clientId || q.response_mode !== 'form_post' || q.response_type !== 'code') {
      return reply.code(400).send('invalid_request');
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, { identity: double.next, nonce: q.nonce ?? '', redirectUri: q.redirect_uri ?? '' });
    const fields: Record<string, string> = { code, state: q.state ?? '' };
    if (double.next.name) fields.user = JSON.stringify({ name: double.next.name, email: double.next.email });
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><form method="post" action="${escapeHtml(q.redirect_uri ?? '')}">${inputs}</form>` +
          '<script>document.forms[0].submit()</script>',
      );
  });

  app.post('/auth/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    const refuse = (why: string) => {
      double.refusals.push(why);
      return reply.code(400).send({ error: 'invalid_client' });
    };
    try {
      const { payload, protectedHeader } = await jwtVerify(body.client_secret ?? '', team.publicKey, {
        algorithms: ['ES256'],
        issuer: double.teamId,
        subject: double.clientId,
        audience: double.issuer,
      });
      if (protectedHeader.kid !== double.keyId) return refuse('client secret kid');
      if (!payload.exp || payload.exp - (payload.iat ?? 0) > 15_777_000)
        return refuse('client secret lifetime');
    } catch {
      return refuse('client secret');
    }
    if (body.client_id !== double.clientId) return refuse('client_id');
    const grant = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    if (!grant || body.grant_type !== 'authorization_code')
      return reply.code(400).send({ error: 'invalid_grant' });
    if (grant.redirectUri !== body.redirect_uri) return refuse('redirect_uri');
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      email: grant.identity.email,
      email_verified: grant.identity.email_verified ?? 'true',
      nonce: grant.nonce,
      auth_time: now,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'double-rs256' })
      .setIssuer(double.issuer)
      .setAudience(double.clientId)
      .setSubject(grant.identity.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(double.forgeIdTokens ? forger.privateKey : signing.privateKey);
    return {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    };
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  double.issuer = address.replace('localhost', '127.0.0.1');
  return double;
}
