import type { ProfileResponse } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/profile → {profile}. */
export async function getProfile(): Promise<ProfileResponse> {
  return (await apiFetch('/api/profile')) as ProfileResponse;
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
