import type { EmailOnlyRequest, MessageResponse } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/resend-verification {email}: sent, or one of the rate-limit / daily-limit / email-failed codes. */
export async function resendVerification(body: EmailOnlyRequest): Promise<MessageResponse> {
  return (await apiFetch('/api/auth/resend-verification', { method: 'POST', body })) as MessageResponse;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
