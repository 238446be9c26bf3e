import { type ProfileResponse, ProfileResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/profile → {profile}. */
export async function getProfile(): Promise<ProfileResponse> {
  return apiFetch('/api/profile', { schema: ProfileResponseSchema });
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
