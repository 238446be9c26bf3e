import type { ChangePasswordRequest, MessageResponse } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/account/password {currentPassword, newPassword, confirmPassword}; other sessions end. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return (await apiFetch('/api/account/password', { method: 'PUT', body })) as MessageResponse;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
