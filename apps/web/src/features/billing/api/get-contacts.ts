import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** A billing contact: name and email, plus the Saudi mobile number Paylink asks for. */
export interface BillingContact {
  name: string;
  email: string;
  mobile: string;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** `{contact}`, `{contacts: [...]}` or the fields at the root; null when none is saved. */
export function readContact(raw: unknown): BillingContact | null {
  let source: unknown = raw;
  if (isDict(raw) && 'contact' in raw) source = raw.contact;
  else if (isDict(raw) && Array.isArray(raw.contacts)) source = raw.contacts[0];
  if (!isDict(source)) return null;
  const contact = { name: text(source.name), email: text(source.email), mobile: text(source.mobile) };
  return contact.name || contact.email || contact.mobile ? contact : null;
}

/** GET /api/billing/contacts. */
export async function getContacts(): Promise<BillingContact | null> {
  return readContact(await apiFetch('/api/billing/contacts'));
}

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.contacts, queryFn: getContacts });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
