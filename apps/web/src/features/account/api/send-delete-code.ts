import { type MessageResponse, MessageResponseSchema } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/delete-code: emails the code that confirms deleting an account without a password. */
export async function sendDeleteCode(): Promise<MessageResponse> {
  return apiFetch('/api/account/delete-code', { method: 'POST', schema: MessageResponseSchema });
}

export function useSendDeleteCode() {
  return useMutation({ mutationFn: sendDeleteCode });
}
