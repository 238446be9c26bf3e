import {
  type TwoFactorUpdateRequest,
  type TwoFactorUpdateResponse,
  TwoFactorUpdateResponseSchema,
} from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { securityQueryKey } from './get-security';

/** PUT /api/account/2fa {enabled, code?, password?}; enabling returns the recovery codes once. */
export async function updateTwoFactor(body: TwoFactorUpdateRequest): Promise<TwoFactorUpdateResponse> {
  return apiFetch('/api/account/2fa', { method: 'PUT', body, schema: TwoFactorUpdateResponseSchema });
}

export function useUpdateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
