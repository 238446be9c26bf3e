import { describe, expect, it } from 'vitest';
import arAccount from '@/locales/ar/account.json';
import arCommon from '@/locales/ar/common.json';
import enAccount from '@/locales/en/account.json';
import enCommon from '@/locales/en/common.json';

/**
 * The product's agreed English messages (errors, successes and validation lines) for the account flows: login,
 * registration, verification, resend, automatic login, Google, profile, security and deletion. Each English text
 * must be in the app's en dictionary word for word (`prefix` where only the opening words are fixed), and the same
 * key must carry a non-empty Arabic text.
 */
const SPEC_MESSAGES: { text: string; prefix?: true }[] = [
  // Login, registration, verification
  { text: 'Login failed', prefix: true },
  { text: 'Registration failed' },
  { text: 'Verification failed. Please check the code and try again.' },
  { text: 'Unable to resend verification code.' },
  { text: 'Automatic login failed.' },
  { text: 'Email verified successfully! Redirecting...' },
  { text: 'Email verified! Please login manually to continue.' },
  { text: 'A new verification code has been sent to your email.' },
  { text: 'Login to continue to payment' },
  { text: 'Please provide your email and the 6-digit code.' },
  { text: 'Please enter your email first.' },
  // Google
  { text: 'You are not registered. Please register to continue.' },
  // Profile and deletion
  { text: 'Failed to load profile' },
  { text: 'Failed to update profile' },
  { text: 'Profile updated successfully' },
  { text: 'Account deleted successfully' },
  { text: 'Failed to delete account' },
  { text: 'Failed to delete account. Please try again.' },
  { text: 'Please type DELETE to confirm' },
  { text: 'Please enter your current password' },
  // Security
  { text: 'Failed to load security settings' },
  { text: 'Failed to change password' },
  { text: 'Failed to update 2FA settings' },
  { text: 'Failed to update login notifications' },
  { text: 'Failed to save privacy settings' },
  { text: 'Password changed successfully' },
  { text: 'Login notification preference saved' },
  { text: 'Privacy settings saved' },
  { text: 'All fields are required' },
  { text: 'New passwords do not match' },
  { text: 'Password must be at least 8 characters' },
];

/** The resend outcomes, two-factor on/off and the network error: their meaning is fixed, not their words. */
const SPEC_MEANINGS: { what: string; pattern: RegExp }[] = [
  { what: 'resend rate limited', pattern: /too quickly/i },
  { what: 'resend daily limit reached', pattern: /tomorrow/i },
  { what: 'resend email failed', pattern: /could not send the email.*later/i },
  { what: 'two-factor enabled', pattern: /^Two-factor authentication enabled/ },
  { what: 'two-factor disabled', pattern: /^Two-factor authentication disabled/ },
  { what: 'network error', pattern: /^Network error.*try again later/i },
];

type Dict = Record<string, unknown>;
const dictionaries = [
  { ns: 'account', en: enAccount as Dict, ar: arAccount as Dict },
  { ns: 'common', en: enCommon as Dict, ar: arCommon as Dict },
];

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

function at(dict: Dict, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Dict | undefined)?.[key], dict);
}

function find(match: (text: string) => boolean) {
  return dictionaries.flatMap(({ ns, en, ar }) =>
    entries(en)
      .filter(([, text]) => match(text))
      .map(([path, text]) => ({ key: `${ns}:${path}`, text, ar: at(ar, path) })),
  );
}

describe('agreed messages of the account flows', () => {
  it.each(SPEC_MESSAGES)('has "$text" in English with an Arabic counterpart', ({ text, prefix }) => {
    const hits = find((t) => (prefix ? t.startsWith(text) : t === text));
    expect(hits, `"${text}" in en/account.json or en/common.json`).not.toEqual([]);
    for (const hit of hits) {
      expect(typeof hit.ar === 'string' && hit.ar.trim().length > 0, `Arabic for ${hit.key}`).toBe(true);
      expect(hit.ar, `Arabic for ${hit.key} is translated`).not.toBe(hit.text);
      expect(hit.ar as string).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it.each(SPEC_MEANINGS)('has a message for $what in both languages', ({ pattern }) => {
    const hits = find((t) => pattern.test(t));
    expect(hits).not.toEqual([]);
    for (const hit of hits) expect(hit.ar as string).toMatch(/[\u0600-\u06FF]/);
  });
});
