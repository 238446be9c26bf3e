import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type TeamRole = 'owner' | 'member' | 'invited';

/** A member of the subscription's team. */
export interface TeamMember {
  id: string;
  name: string | null;
  email: string;
  role: TeamRole;
  /** Added on screen before the server answered (optimistic invite). */
  pending?: boolean;
}

/** GET /api/team: the members, the plan's seats, and whether the caller manages the team (its owner). */
export interface TeamView {
  members: TeamMember[];
  seats: { used: number; total: number } | null;
  canManage: boolean;
  planName: string | null;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readMember(raw: unknown): TeamMember | null {
  const source = isDict(raw) && isDict(raw.member) ? raw.member : raw;
  if (!isDict(source)) return null;
  const id = typeof source.id === 'string' || typeof source.id === 'number' ? String(source.id) : null;
  const email = typeof source.email === 'string' ? source.email : null;
  if (!id || !email) return null;
  const role = String(source.role ?? 'member').toLowerCase();
  return {
    id,
    email,
    name: typeof source.name === 'string' && source.name.trim() ? source.name : null,
    role: role === 'owner' || role === 'invited' ? role : 'member',
  };
}

export function readTeam(raw: unknown): TeamView {
  const body = isDict(raw) ? raw : {};
  const list = Array.isArray(raw) ? raw : Array.isArray(body.members) ? body.members : [];
  const seats = isDict(body.seats) ? body.seats : null;
  return {
    members: list.map(readMember).filter((m): m is TeamMember => m !== null),
    seats:
      seats && typeof seats.used === 'number' && typeof seats.total === 'number'
        ? { used: seats.used, total: seats.total }
        : null,
    canManage: body.canManage !== false,
    planName: typeof body.planName === 'string' && body.planName ? body.planName : null,
  };
}

/** GET /api/team → the owner and the people they invited. */
export async function getTeam(): Promise<TeamView> {
  return readTeam(await apiFetch('/api/team'));
}

export const teamQueryKey = ['team'] as const;

export const teamQueryOptions = () => queryOptions({ queryKey: teamQueryKey, queryFn: getTeam });

export function useTeam(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueryOptions(), enabled: options.enabled ?? true });
}

/** Whose team the signed-in user belongs to, when it is someone else's (null: their own, or none). */
export type TeamMembership = { ownerName: string | null } | null;

/** `canManage` false means the caller is a member of the listed owner's team. */
export function membershipOf(team: TeamView): TeamMembership {
  if (team.canManage) return null;
  return { ownerName: team.members.find((m) => m.role === 'owner')?.name ?? null };
}

/** Asked when a signed-in user is about to buy a plan; a failure counts as "not a member" (the server decides). */
export async function fetchTeamMembership(): Promise<TeamMembership> {
  try {
    return membershipOf(await getTeam());
  } catch {
    return null;
  }
}
