import { type ProfileResponse, ProfileResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/profile/email/verify {code}: the new address takes effect. */
export async function confirmEmailChange(code: string): Promise<ProfileResponse> {
  return apiFetch('/api/profile/email/verify', {
    method: 'POST',
    body: { code },
    schema: ProfileResponseSchema,
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (data) => queryClient.setQueryData(['profile'], { profile: data.profile }),
  });
}
