import { InviteMemberResponseSchema, type TeamMember } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMemberRow, TeamView } from '@/lib/api/team';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/team/invite {email} → the new member (role invited); the server emails the invitation. */
export async function inviteMember(email: string): Promise<TeamMember> {
  return (
    await apiFetch('/api/team/invite', {
      method: 'POST',
      body: { email },
      schema: InviteMemberResponseSchema,
    })
  ).member;
}

const withSeats = (team: TeamView, delta: number): TeamView['seats'] => ({
  ...team.seats,
  used: team.seats.used + delta,
});

/** Optimistic: added at once as Invited, then replaced by the server's member, or removed on failure. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  const update = (fn: (team: TeamView) => TeamView) =>
    queryClient.setQueryData<TeamView>(billingKeys.team, (team) => (team ? fn(team) : team));
  return useMutation({
    mutationFn: inviteMember,
    onMutate: async (email) => {
      await queryClient.cancelQueries({ queryKey: billingKeys.team });
      const tempId = `pending-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const placeholder: TeamMemberRow = { id: tempId, email, name: null, role: 'invited', pending: true };
      update((team) => ({ ...team, members: [...team.members, placeholder], seats: withSeats(team, 1) }));
      return { tempId };
    },
    onSuccess: (member, _email, context) => {
      update((team) => ({
        ...team,
        members: team.members.map((m) => (m.id === context?.tempId ? member : m)),
      }));
    },
    onError: (_error, _email, context) => {
      update((team) => ({
        ...team,
        members: team.members.filter((m) => m.id !== context?.tempId),
        seats: withSeats(team, -1),
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.team }),
  });
}
