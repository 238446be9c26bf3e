import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type BillingContact, readContact } from './get-contacts';
import { billingKeys } from './keys';

/** PUT /api/billing/contacts {name, email, mobile}. */
export async function updateContacts(input: BillingContact): Promise<BillingContact | null> {
  const body: Record<string, string | null> = {
    name: input.name.trim() || null,
    email: input.email.trim() || null,
    mobile: input.mobile.trim() || null,
  };
  return readContact(await apiFetch('/api/billing/contacts', { method: 'PUT', body }));
}

export function useUpdateContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContacts,
    onSuccess: (contact, input) => {
      queryClient.setQueryData(billingKeys.contacts, contact ?? input);
    },
  });
}
