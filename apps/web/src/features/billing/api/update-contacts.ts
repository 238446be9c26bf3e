import { type BillingContact, BillingContactResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ContactDraft } from './get-contacts';
import { billingKeys } from './keys';

/** PUT /api/billing/contacts {name, email, mobile} → the saved contact. */
export async function updateContacts(input: ContactDraft): Promise<BillingContact | null> {
  const body = {
    name: input.name.trim() || null,
    email: input.email.trim() || null,
    mobile: input.mobile.trim() || null,
  };
  return (
    await apiFetch('/api/billing/contacts', { method: 'PUT', body, schema: BillingContactResponseSchema })
  ).contact;
}

export function useUpdateContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContacts,
    onSuccess: (contact) => {
      queryClient.setQueryData(billingKeys.contacts, contact);
    },
  });
}
