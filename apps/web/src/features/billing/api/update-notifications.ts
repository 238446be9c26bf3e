import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type NotificationSettings, readNotifications } from './get-notifications';
import { billingKeys } from './keys';

export type NotificationsUpdate = Partial<
  Pick<NotificationSettings, 'emailInvoices' | 'emailFailures' | 'emailReminders' | 'webhookUrl'>
>;

/**
 * PUT /api/billing/notifications with only the fields given: the e-mail switches (Notifications page) and the
 * webhook address (Developers page, owners only) are saved apart, and an omitted field stays as it is.
 */
export async function updateNotifications(input: NotificationsUpdate): Promise<NotificationSettings> {
  const body: Record<string, unknown> = {};
  if (input.emailInvoices !== undefined) body.emailInvoices = input.emailInvoices;
  if (input.emailFailures !== undefined) body.emailFailures = input.emailFailures;
  if (input.emailReminders !== undefined) body.emailReminders = input.emailReminders;
  if (input.webhookUrl !== undefined) body.webhookUrl = input.webhookUrl.trim() || null;
  return readNotifications(await apiFetch('/api/billing/notifications', { method: 'PUT', body }));
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (settings) => queryClient.setQueryData(billingKeys.notifications, settings),
  });
}
