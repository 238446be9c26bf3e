import {
  type VerifyEmailRequest,
  type VerifyEmailResponse,
  VerifyEmailResponseSchema,
} from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/verify-email {email, code}. */
export async function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return apiFetch('/api/auth/verify-email', { method: 'POST', body, schema: VerifyEmailResponseSchema });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
