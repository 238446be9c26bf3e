import type { MessageResponse } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/delete-code: emails the code that confirms deleting an account without a password. */
export async function sendDeleteCode(): Promise<MessageResponse> {
  return (await apiFetch('/api/account/delete-code', { method: 'POST' })) as MessageResponse;
}

export function useSendDeleteCode() {
  return useMutation({ mutationFn: sendDeleteCode });
}
