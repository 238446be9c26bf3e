import { type NotificationSettingsResponse, NotificationSettingsResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** What the switches show until the settings load: everything on, no webhook. */
export const NOTIFICATION_DEFAULTS: NotificationSettingsResponse = {
  emailInvoices: true,
  emailFailures: true,
  emailReminders: true,
  webhookUrl: null,
  webhookSecret: null,
};

/** GET /api/billing/notifications → the settings and the key webhook calls are signed with (owners only). */
export async function getNotifications(): Promise<NotificationSettingsResponse> {
  return apiFetch('/api/billing/notifications', { schema: NotificationSettingsResponseSchema });
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.notifications, queryFn: getNotifications });

export function useNotificationSettings() {
  return useQuery(notificationsQueryOptions());
}
