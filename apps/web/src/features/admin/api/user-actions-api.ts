import {
  type AdminAnonymiseRequest,
  MessageResponseSchema,
  SubscriptionCancelResponseSchema,
} from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-api';

/** The console's actions on one account (ADR 086); each refreshes what the console shows. */
const userPath = (userId: string, rest: string) => `/api/admin/users/${encodeURIComponent(userId)}/${rest}`;

function useRefreshing<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useResendVerification(userId: string) {
  return useRefreshing(() =>
    apiFetch(userPath(userId, 'verification-email'), { method: 'POST', schema: MessageResponseSchema }),
  );
}

export function useSetDisabled(userId: string) {
  return useRefreshing((disabled: boolean) =>
    apiFetch(userPath(userId, 'disabled'), {
      method: 'PUT',
      body: { disabled },
      schema: MessageResponseSchema,
    }),
  );
}

export function useCancelUserSubscription(userId: string) {
  return useRefreshing(() =>
    apiFetch(userPath(userId, 'subscription/cancel'), {
      method: 'POST',
      schema: SubscriptionCancelResponseSchema,
    }),
  );
}

export function useAnonymise(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAnonymiseRequest) =>
      apiFetch(userPath(userId, 'anonymise'), { method: 'POST', body, schema: MessageResponseSchema }),
    // The page is gone with the account: only the search and the log are refreshed.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.user(userId) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
