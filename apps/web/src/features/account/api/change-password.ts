import {
  type ChangePasswordRequest,
  type MessageResponse,
  MessageResponseSchema,
} from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { securityQueryKey } from './get-security';

/** PUT /api/account/password {currentPassword, newPassword, confirmPassword}; other sessions end. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiFetch('/api/account/password', { method: 'PUT', body, schema: MessageResponseSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A first password changes what the security page shows (hasPassword).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
