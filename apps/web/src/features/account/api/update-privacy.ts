import { PrivacyResponseSchema, type PrivacySettingsBody } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { privacyQueryKey } from './get-privacy';

/** PUT /api/account/privacy with the four toggles. */
export async function updatePrivacy(body: PrivacySettingsBody) {
  return apiFetch('/api/account/privacy', { method: 'PUT', body, schema: PrivacyResponseSchema });
}

export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: (data) => queryClient.setQueryData(privacyQueryKey, data.privacy),
  });
}
