/** The signed-in user as the client keeps it. */
export interface SessionUser {
  id: string;
  name?: string;
  email?: string;
  subscriptionActive: boolean;
  avatar?: string;
  planName?: string;
}

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The user may be the root of a response or nested under user, data.user or account. */
function unwrap(raw: Dict): Dict {
  if (isDict(raw.user)) return raw.user;
  if (isDict(raw.data) && isDict(raw.data.user)) return raw.data.user;
  if (isDict(raw.account)) return raw.account;
  return raw;
}

export function normalizeUser(raw: unknown): SessionUser | null {
  if (!isDict(raw)) return null;
  const source = unwrap(raw);
  const email = text(source.email);
  const rawId = source.id ?? source.userId ?? source.user_id;
  const id =
    typeof rawId === 'number' && Number.isFinite(rawId) ? String(rawId) : (text(rawId) ?? email ?? undefined);
  if (!id) return null;
  const subscription = source.subscriptionActive ?? source.paid;
  const user: SessionUser = { id, subscriptionActive: subscription === true };
  const name = text(source.name);
  if (name) user.name = name;
  if (email) user.email = email;
  const avatar = text(source.avatar);
  if (avatar) user.avatar = avatar;
  const planName =
    text(source.display_name) ??
    text(source.planDisplayName) ??
    text(source.planName) ??
    text(source.packageName) ??
    text(source.subscriptionPlan);
  if (planName) user.planName = planName;
  return user;
}

/** Reads the stored JSON; a missing or unreadable value means signed out. */
export function parseStoredUser(value: string | null): SessionUser | null {
  if (!value) return null;
  try {
    return normalizeUser(JSON.parse(value));
  } catch (error) {
    console.warn('Ignoring an unreadable stored user', error);
    return null;
  }
}

/** The session token: token, accessToken or access_token in the body, else an Authorization header. */
export function extractToken(body: unknown, headers?: Headers | null): string | null {
  if (isDict(body)) {
    const sources = [body, isDict(body.data) ? body.data : {}];
    for (const source of sources) {
      const token = text(source.token) ?? text(source.accessToken) ?? text(source.access_token);
      if (token) return token;
    }
  }
  const header = headers?.get('authorization');
  if (header?.trim()) return header.replace(/^\s*bearer\s+/i, '').trim() || null;
  return null;
}
