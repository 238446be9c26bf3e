import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** Billing notification settings. */
export interface NotificationSettings {
  emailInvoices: boolean;
  emailFailures: boolean;
  /** Renewal reminders before the subscription ends (ADR 062). */
  emailReminders: boolean;
  webhookUrl: string;
  /** The key our webhook calls are signed with (HMAC-SHA256), for the receiver to check them. */
  webhookSecret: string | null;
}

export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  emailInvoices: true,
  emailFailures: true,
  emailReminders: true,
  webhookUrl: '',
  webhookSecret: null,
};

export function readNotifications(raw: unknown): NotificationSettings {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const source = (body.settings && typeof body.settings === 'object' ? body.settings : body) as Record<
    string,
    unknown
  >;
  return {
    emailInvoices:
      typeof source.emailInvoices === 'boolean' ? source.emailInvoices : NOTIFICATION_DEFAULTS.emailInvoices,
    emailFailures:
      typeof source.emailFailures === 'boolean' ? source.emailFailures : NOTIFICATION_DEFAULTS.emailFailures,
    emailReminders:
      typeof source.emailReminders === 'boolean'
        ? source.emailReminders
        : NOTIFICATION_DEFAULTS.emailReminders,
    webhookUrl: typeof source.webhookUrl === 'string' ? source.webhookUrl : '',
    webhookSecret:
      typeof source.webhookSecret === 'string' && source.webhookSecret ? source.webhookSecret : null,
  };
}

/** GET /api/billing/notifications; a failed load is ignored (the defaults show). */
export async function getNotifications(): Promise<NotificationSettings> {
  return readNotifications(await apiFetch('/api/billing/notifications'));
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.notifications, queryFn: getNotifications });

export function useNotificationSettings() {
  return useQuery(notificationsQueryOptions());
}
