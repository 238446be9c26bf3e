import type { DeleteAccountRequest, MessageResponse } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The settings page calls DELETE /api/auth/account, the profile page DELETE /api/account. */
export type DeletePath = '/api/auth/account' | '/api/account';

export async function deleteAccount(path: DeletePath, body: DeleteAccountRequest): Promise<MessageResponse> {
  return (await apiFetch(path, { method: 'DELETE', body })) as MessageResponse;
}

export function useDeleteAccount(path: DeletePath) {
  return useMutation({ mutationFn: (body: DeleteAccountRequest) => deleteAccount(path, body) });
}
