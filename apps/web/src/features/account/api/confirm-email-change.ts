import type { ProfileResponse } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/profile/email/verify {code}: the new address takes effect. */
export async function confirmEmailChange(code: string): Promise<ProfileResponse> {
  return (await apiFetch('/api/profile/email/verify', { method: 'POST', body: { code } })) as ProfileResponse;
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (data) => queryClient.setQueryData(['profile'], { profile: data.profile }),
  });
}
