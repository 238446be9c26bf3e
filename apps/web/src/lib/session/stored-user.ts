import type { SessionUser } from '@mustashar/contracts';
import { LOCALES } from '@mustashar/contracts/constants';

/**
 * The one place the web tolerates a shape the server does not send: the signed-in user kept in localStorage, which
 * an earlier version of the app wrote in its own shape (`planName`, no `emailVerified`/`locale`). It is read
 * synchronously at start-up, before zod is loaded, so the check is by hand; GET /api/auth/me replaces it at once.
 * See docs/decisions/047-the-web-reads-responses-through-their-contracts.md.
 */
export function readStoredUser(value: string | null): SessionUser | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch (error) {
    console.warn('Ignoring an unreadable stored user', error);
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const stored = raw as Record<string, unknown>;
  if (typeof stored.id !== 'string' || !stored.id || typeof stored.subscriptionActive !== 'boolean')
    return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: stored.id,
    name: text(stored.name) ?? '',
    email: text(stored.email) ?? '',
    // Only a verified account can have signed in.
    emailVerified: typeof stored.emailVerified === 'boolean' ? stored.emailVerified : true,
    subscriptionActive: stored.subscriptionActive,
    avatar: text(stored.avatar) || null,
    locale: (LOCALES as readonly unknown[]).includes(stored.locale)
      ? (stored.locale as SessionUser['locale'])
      : 'ar',
    planDisplayName: text(stored.planDisplayName) ?? text(stored.planName),
  };
}
