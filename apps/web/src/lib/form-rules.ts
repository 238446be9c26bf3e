import { EmailSchema, PasswordSchema, SaudiMobileSchema } from '@mustashar/contracts';
import { PASSWORD_MIN_LENGTH } from '@mustashar/contracts/constants';

/**
 * The field rules forms share, taken from the contracts so the browser refuses exactly what the server would, and the
 * words each form shows for them.
 */
export { EmailSchema, PASSWORD_MIN_LENGTH, PasswordSchema, SaudiMobileSchema };

export const EMAIL_MESSAGES = {
  required: 'account:auth.validation.emailRequired',
  invalid: 'account:auth.validation.emailInvalid',
};

export const NEW_PASSWORD_MESSAGES = {
  required: 'account:auth.validation.passwordRequired',
  too_small: 'account:auth.validation.passwordMin',
};

/** A Saudi mobile number as people type it → E.164 (+9665XXXXXXXX); null when it is not one. */
export function normalizeSaudiMobile(input: string): string | null {
  const parsed = SaudiMobileSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
