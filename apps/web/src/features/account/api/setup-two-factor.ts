import { type TwoFactorSetupResponse, TwoFactorSetupResponseSchema } from '@mustashar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/2fa/setup → a new secret, its otpauth URL and a QR code (data URL). */
export async function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return apiFetch('/api/account/2fa/setup', { method: 'POST', schema: TwoFactorSetupResponseSchema });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
