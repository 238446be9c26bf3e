import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamView } from '@/lib/api/team';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** DELETE /api/team/:id — the owner removes someone, or a member leaves. */
export async function removeMember(id: string): Promise<void> {
  await apiFetch(`/api/team/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Immediate: the row goes at once and comes back if the server refuses. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: billingKeys.team });
      const previous = queryClient.getQueryData<TeamView>(billingKeys.team);
      if (previous) {
        queryClient.setQueryData<TeamView>(billingKeys.team, {
          ...previous,
          members: previous.members.filter((m) => m.id !== id),
          seats: { ...previous.seats, used: Math.max(0, previous.seats.used - 1) },
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(billingKeys.team, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.team }),
  });
}
