import type { TeamMember, TeamResponse } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** A member as the team screen lists it: `pending` while an optimistic invite waits for the server. */
export type TeamMemberRow = TeamMember & { pending?: boolean };

/** GET /api/team: the members, the plan's seats, and whether the caller manages the team (its owner). */
export type TeamView = Omit<TeamResponse, 'members'> & { members: TeamMemberRow[] };

/** GET /api/team → the owner and the people they invited. */
export async function getTeam(): Promise<TeamView> {
  const { TeamResponseSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/team', { schema: TeamResponseSchema });
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
