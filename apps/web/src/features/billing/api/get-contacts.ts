import { type BillingContact, BillingContactResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** The contact as the edit dialog holds it: blanks are empty strings (sent as null). */
export interface ContactDraft {
  name: string;
  email: string;
  mobile: string;
}

/** GET /api/billing/contacts → the saved contact, or null when none is. */
export async function getContacts(): Promise<BillingContact | null> {
  return (await apiFetch('/api/billing/contacts', { schema: BillingContactResponseSchema })).contact;
}

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.contacts, queryFn: getContacts });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
