import { type ProfileResponse, ProfileResponseSchema, type ProfileUpdateRequest } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/profile: name, dateOfBirth, avatar; a new email waits for its code (emailChangePending). */
export async function updateProfile(body: ProfileUpdateRequest): Promise<ProfileResponse> {
  return apiFetch('/api/profile', { method: 'PUT', body, schema: ProfileResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(['profile'], { profile: data.profile }),
  });
}
