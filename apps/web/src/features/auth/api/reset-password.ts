import { type MessageResponse, MessageResponseSchema, type ResetPasswordRequest } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password {email, code, password}: every session ends. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
