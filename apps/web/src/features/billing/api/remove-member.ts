import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TeamMember } from './get-team';
import { billingKeys } from './keys';

/** DELETE /api/team/:id. */
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
      const previous = queryClient.getQueryData<TeamMember[]>(billingKeys.team);
      if (previous)
        queryClient.setQueryData(
          billingKeys.team,
          previous.filter((m) => m.id !== id),
        );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(billingKeys.team, context.previous);
    },
  });
}
