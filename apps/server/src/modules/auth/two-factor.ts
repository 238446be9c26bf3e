import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { trustedDevices } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { UserRow } from '../identity/index.ts';
import * as identity from '../identity/index.ts';
import * as repo from './repo.ts';
import type { AuthDeps } from './service.ts';
import {
  openTotpSecret,
  recoveryHash,
  recoveryHashCandidates,
  sealTotpSecret,
  type TwoFactorKeys,
} from './two-factor-keys.ts';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app expects) with one step of drift either way.
 * Secrets are sealed and recovery codes HMACed with TOTP_ENCRYPTION_KEY (two-factor-keys.ts); a code works once.
 */
const ISSUER = 'Mustashar';
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const keysOf = (deps: AuthDeps): TwoFactorKeys => ({ totpKey: deps.totpKey, sessionSecret: deps.secret });

function totpFor(secretBase32: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The time step a code was made for, or null when it matches none of the previous, current or next step. */
function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export async function createEnrolment(deps: AuthDeps, user: UserRow) {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, user.email).toString();
  await identity.updateUser(deps.db, user.id, {
    twoFactorPendingSecret: sealTotpSecret(keysOf(deps), secret),
  });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrDataUrl };
}

/** Confirms enrolment with a code from the pending secret; returns the recovery codes to show once, or null. */
export async function confirmEnrolment(
  deps: AuthDeps,
  user: UserRow,
  code: string,
): Promise<string[] | null> {
  if (!user.twoFactorPendingSecret) return null;
  let secret: string;
  try {
    secret = openTotpSecret(keysOf(deps), user.twoFactorPendingSecret);
  } catch {
    return null; // sealed under a key this server no longer has; a new setup replaces it
  }
  const step = matchingStep(secret, code, deps.clock());
  if (step === null) return null;
  await identity.updateUser(deps.db, user.id, {
    twoFactorEnabled: true,
    twoFactorSecret: user.twoFactorPendingSecret,
    twoFactorPendingSecret: null,
    twoFactorLastStep: step,
  });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  await repo.replaceRecoveryCodes(
    deps.db,
    user.id,
    codes.map((c) => recoveryHash(keysOf(deps), user.id, c)),
  );
  return codes;
}

/** A current TOTP code (each time step accepted once) or an unused recovery code (then used up). */
export async function checkSecondFactor(deps: AuthDeps, user: UserRow, rawCode: string): Promise<boolean> {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) return false;
  const code = rawCode.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) {
    let secret: string;
    try {
      secret = openTotpSecret(keysOf(deps), user.twoFactorSecret);
    } catch {
      // Sealed under a key this server no longer has: only a recovery code can sign in.
      deps.log.warn({ userId: user.id }, 'two-factor secret cannot be opened with the configured keys');
      return false;
    }
    const step = matchingStep(secret, code, deps.clock());
    return step !== null && (await identity.claimTotpStep(deps.db, user.id, step));
  }
  return repo.consumeRecoveryCode(
    deps.db,
    user.id,
    recoveryHashCandidates(keysOf(deps), user.id, code),
    deps.clock(),
  );
}

export async function disableTwoFactor(deps: AuthDeps, userId: string): Promise<void> {
  await identity.updateUser(deps.db, userId, {
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorLastStep: null,
  });
  await repo.replaceRecoveryCodes(deps.db, userId, []);
}

export function remainingRecoveryCodes(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<number> {
  return repo.countUnusedRecoveryCodes(deps.db, userId);
}

/**
 * The trusted-device token to keep for this browser after a full sign-in: the one it presented only if the server
 * minted it (its hash is stored for some account), else a fresh random one. A trusted device earns its own attempt
 * budget (ADR 022), so a value the client chose, or a cookie planted on it, is never stored or honoured.
 */
export async function mintedDeviceToken(db: Db, presented: string | null): Promise<string> {
  if (presented) {
    const [known] = await db
      .select({ id: trustedDevices.id })
      .from(trustedDevices)
      .where(eq(trustedDevices.tokenHash, hashToken(presented)))
      .limit(1);
    if (known) return presented;
  }
  return newToken();
}
