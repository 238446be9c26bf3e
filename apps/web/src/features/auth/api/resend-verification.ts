import {
  type EmailOnlyRequest,
  type ResendVerificationResponse,
  ResendVerificationResponseSchema,
} from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/resend-verification {email}: sent (with the seconds before the next may be asked for), or one of
 * the rate-limit / daily-limit / email-failed codes.
 */
export async function resendVerification(body: EmailOnlyRequest): Promise<ResendVerificationResponse> {
  return apiFetch('/api/auth/resend-verification', {
    method: 'POST',
    body,
    schema: ResendVerificationResponseSchema,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
