import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): about 85 ms here.
const OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when there is no user, so an unknown email takes as long as a wrong password.
let dummyHash: Promise<string> | null = null;

/** True when `password` matches `passwordHash`; a missing hash still costs one verification. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('mustashar-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
