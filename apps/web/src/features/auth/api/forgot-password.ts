import { type EmailOnlyRequest, type MessageResponse, MessageResponseSchema } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/forgot-password {email}: always the same answer; a code is emailed when the account exists. */
export async function forgotPassword(body: EmailOnlyRequest): Promise<MessageResponse> {
  return apiFetch('/api/auth/forgot-password', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
