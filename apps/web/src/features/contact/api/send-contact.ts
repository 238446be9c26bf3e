import { type ContactRequest, type ContactResponse, ContactResponseSchema } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/contact → {ok, message}; the message is already in the caller's language. */
export async function sendContact(body: ContactRequest): Promise<ContactResponse> {
  return apiFetch('/api/contact', { method: 'POST', body, schema: ContactResponseSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
