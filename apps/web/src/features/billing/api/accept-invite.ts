import { type AcceptInviteResponse, AcceptInviteResponseSchema } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/team/accept {token} → joins the inviter's team (the signed-in email must be the invited one). */
export async function acceptInvite(token: string): Promise<AcceptInviteResponse> {
  return apiFetch('/api/team/accept', {
    method: 'POST',
    body: { token },
    schema: AcceptInviteResponseSchema,
  });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
