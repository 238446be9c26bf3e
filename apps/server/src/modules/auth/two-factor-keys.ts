import { and, countDistinct, isNull, notLike } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';
import { open, seal } from '../../lib/secret-box.ts';
import { hashCode } from '../../lib/tokens.ts';
import * as identity from '../identity/index.ts';

/**
 * TOTP secrets and recovery codes are keyed with TOTP_ENCRYPTION_KEY, so SESSION_SECRET can be rotated without
 * locking out two-factor users. Values made with the key carry the `v2:` prefix; unprefixed ones were made with
 * SESSION_SECRET before the key existed and are still read with it (ADR 044).
 */
export type TwoFactorKeys = { totpKey: string; sessionSecret: string };

const CURRENT = 'v2:';
const isCurrent = (stored: string) => stored.startsWith(CURRENT);
// Its own label, so the sealing key differs from any SESSION_SECRET-derived one even if the two values match.
const sealingSecret = (totpKey: string) => `totp:${totpKey}`;

export function sealTotpSecret(keys: TwoFactorKeys, secretBase32: string): string {
  return CURRENT + seal(sealingSecret(keys.totpKey), secretBase32);
}

/** Throws when the value was sealed under another key (e.g. a SESSION_SECRET rotated before re-sealing). */
export function openTotpSecret(keys: TwoFactorKeys, sealed: string): string {
  return isCurrent(sealed)
    ? open(sealingSecret(keys.totpKey), sealed.slice(CURRENT.length))
    : open(keys.sessionSecret, sealed);
}

const normalise = (code: string) => code.toLowerCase().replace(/[^0-9a-f]/g, '');

/** What a new recovery code is stored as. */
export function recoveryHash(keys: TwoFactorKeys, userId: string, code: string): string {
  return CURRENT + hashCode(keys.totpKey, `${userId}:recovery`, normalise(code));
}

/**
 * Every stored form a typed recovery code may match: the current one, and the SESSION_SECRET one of codes issued
 * before the key existed (an HMAC cannot be re-keyed without the code, so those stay until used or replaced).
 */
export function recoveryHashCandidates(keys: TwoFactorKeys, userId: string, code: string): string[] {
  return [
    recoveryHash(keys, userId, code),
    hashCode(keys.sessionSecret, `${userId}:recovery`, normalise(code)),
  ];
}

/**
 * At start-up: re-seals every TOTP secret (enrolled or pending) still sealed with SESSION_SECRET under
 * TOTP_ENCRYPTION_KEY. Idempotent; each update applies only if the row still holds the value read, so instances
 * starting together cannot overwrite one another. Values no key opens are left as they are and reported.
 */
export async function resealTwoFactorSecrets(db: Db, keys: TwoFactorKeys, log: FastifyBaseLogger) {
  const rows = await identity.usersWithTwoFactorSecretsNotPrefixed(db, CURRENT);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    for (const field of ['twoFactorSecret', 'twoFactorPendingSecret'] as const) {
      const value = field === 'twoFactorSecret' ? row.secret : row.pending;
      if (value === null || isCurrent(value)) continue;
      let plain: string;
      try {
        plain = openTotpSecret(keys, value);
      } catch {
        unreadable++;
        continue;
      }
      if (await identity.replaceTwoFactorSecret(db, row.id, field, value, sealTotpSecret(keys, plain)))
        resealed++;
    }
  }
  if (resealed > 0) log.info({ resealed }, 'two-factor secrets re-sealed with TOTP_ENCRYPTION_KEY');
  if (unreadable > 0)
    log.warn(
      { unreadable },
      'two-factor secrets that neither TOTP_ENCRYPTION_KEY nor SESSION_SECRET opens; ' +
        'start once with the SESSION_SECRET that sealed them to re-seal them',
    );
  const [old] = await db
    .select({ accounts: countDistinct(recoveryCodes.userId) })
    .from(recoveryCodes)
    .where(and(isNull(recoveryCodes.usedAt), notLike(recoveryCodes.codeHash, `${CURRENT}%`)));
  if (old && old.accounts > 0)
    log.info(
      { accounts: old.accounts },
      'accounts still hold recovery codes made with SESSION_SECRET; ' +
        'rotating it voids those codes (not the authenticator)',
    );
}
