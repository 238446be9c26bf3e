import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be one `newToken` made: anything else is refused without looking it up. */
export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** Tokens carry 256 bits of entropy, so a plain SHA-256 is enough to make a leaked table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code from the CSPRNG, zero-padded. */
export function newNumericCode(length = 6): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

/**
 * Short codes have little entropy, so they are keyed with the server secret (a stolen table cannot be brute-forced
 * offline) and bound to their user and purpose.
 */
export function hashCode(secret: string, scope: string, code: string): string {
  return createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
