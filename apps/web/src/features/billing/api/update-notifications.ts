import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type NotificationSettings, readNotifications } from './get-notifications';
import { billingKeys } from './keys';

/** PUT /api/billing/notifications {emailInvoices, emailFailures, webhookUrl}. */
export async function updateNotifications(input: NotificationSettings): Promise<NotificationSettings> {
  const body = {
    emailInvoices: input.emailInvoices,
    emailFailures: input.emailFailures,
    webhookUrl: input.webhookUrl.trim() || null,
  };
  return readNotifications(await apiFetch('/api/billing/notifications', { method: 'PUT', body }));
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (settings) => queryClient.setQueryData(billingKeys.notifications, settings),
  });
}
