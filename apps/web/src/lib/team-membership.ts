import { apiFetch } from '@/lib/api-client';

/** Whose team the signed-in user belongs to, when it is someone else's (null: their own, or none). */
export type TeamMembership = { ownerName: string | null } | null;

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads GET /api/team: `canManage` false means the caller is a member of the listed owner's team. */
export function readMembership(raw: unknown): TeamMembership {
  if (!isDict(raw) || raw.canManage !== false) return null;
  const members = Array.isArray(raw.members) ? raw.members : [];
  const owner = members.find((m): m is Dict => isDict(m) && m.role === 'owner');
  return { ownerName: owner && typeof owner.name === 'string' && owner.name.trim() ? owner.name : null };
}

/** Asked when a signed-in user is about to buy a plan; a failure counts as "not a member" (the server decides). */
export async function fetchTeamMembership(): Promise<TeamMembership> {
  try {
    return readMembership(await apiFetch('/api/team'));
  } catch {
    return null;
  }
}
