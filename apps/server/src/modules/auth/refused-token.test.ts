import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { newToken } from '../../lib/tokens.ts';

describe('a token that cannot be valid', () => {
  const t = useTestApp();
  const me = (token: string) =>
    t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });

  it('is refused without a database lookup; a well-formed one is still looked up', async () => {
    const { token } = await createUserWithSession(t.app.db, 'refused-token@example.com');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(newToken())).statusCode).toBe(401);

    // With the database gone, only a request that needs it can fail for it.
    await t.app.database.close();
    for (const malformed of ['nope', `${token}x`, token.slice(1), `${token.slice(0, 42)}+`]) {
      const res = await me(malformed);
      expect(res.statusCode, malformed).toBe(401);
      expect(res.json()).toMatchObject({ error: 'auth:unauthorized' });
    }
    expect((await me(newToken())).statusCode).toBe(503);
  });
});
