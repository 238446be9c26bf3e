import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/team/accept {token} → joins the inviter's team (the signed-in email must be the invited one). */
export async function acceptInvite(token: string): Promise<{ message: string; ownerName: string }> {
  const data = (await apiFetch('/api/team/accept', { method: 'POST', body: { token } })) as {
    message?: unknown;
    ownerName?: unknown;
  } | null;
  return {
    message: typeof data?.message === 'string' ? data.message : '',
    ownerName: typeof data?.ownerName === 'string' ? data.ownerName : '',
  };
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
