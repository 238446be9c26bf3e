import { LoginNotificationsResponseSchema, type SecuritySettings } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { securityQueryKey } from './get-security';

/** PUT /api/account/login-notifications {enabled}. */
export async function updateLoginNotifications(
  enabled: boolean,
): Promise<z.infer<typeof LoginNotificationsResponseSchema>> {
  return apiFetch('/api/account/login-notifications', {
    method: 'PUT',
    body: { enabled },
    schema: LoginNotificationsResponseSchema,
  });
}

/** Optimistic: applied at once, reverted on failure. */
export function useUpdateLoginNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoginNotifications,
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: securityQueryKey });
      const previous = queryClient.getQueryData<SecuritySettings>(securityQueryKey);
      if (previous) queryClient.setQueryData(securityQueryKey, { ...previous, loginNotifications: enabled });
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(securityQueryKey, context.previous);
    },
    onSuccess: (data) => {
      const current = queryClient.getQueryData<SecuritySettings>(securityQueryKey);
      if (current)
        queryClient.setQueryData(securityQueryKey, {
          ...current,
          loginNotifications: data.loginNotifications,
        });
    },
  });
}
