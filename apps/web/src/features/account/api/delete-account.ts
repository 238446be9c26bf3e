import { type DeleteAccountRequest, type MessageResponse, MessageResponseSchema } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The settings page calls DELETE /api/auth/account, the profile page DELETE /api/account. */
export type DeletePath = '/api/auth/account' | '/api/account';

export async function deleteAccount(path: DeletePath, body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiFetch(path, { method: 'DELETE', body, schema: MessageResponseSchema });
}

export function useDeleteAccount(path: DeletePath) {
  return useMutation({ mutationFn: (body: DeleteAccountRequest) => deleteAccount(path, body) });
}
