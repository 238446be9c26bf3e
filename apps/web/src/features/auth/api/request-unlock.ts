import { type EmailOnlyRequest, type MessageResponse, MessageResponseSchema } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login/unlock {email}: always the same answer; a sign-in code is emailed when the account exists. */
export async function requestUnlock(body: EmailOnlyRequest): Promise<MessageResponse> {
  return apiFetch('/api/auth/login/unlock', { method: 'POST', body, schema: MessageResponseSchema });
}
