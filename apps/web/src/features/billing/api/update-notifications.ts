import {
  type NotificationSettingsResponse,
  NotificationSettingsResponseSchema,
  type UpdateNotificationSettings,
} from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/**
 * PUT /api/billing/notifications with only the fields given: the e-mail switches (Notifications page) and the
 * webhook address (Developers page, owners only) are saved apart, and an omitted field stays as it is.
 */
export async function updateNotifications(
  input: UpdateNotificationSettings,
): Promise<NotificationSettingsResponse> {
  const body: UpdateNotificationSettings = { ...input };
  if (typeof input.webhookUrl === 'string') body.webhookUrl = input.webhookUrl.trim() || null;
  return apiFetch('/api/billing/notifications', {
    method: 'PUT',
    body,
    schema: NotificationSettingsResponseSchema,
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (settings) => queryClient.setQueryData(billingKeys.notifications, settings),
  });
}
