import { ChangePasswordRequestSchema } from '@mustashar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormError, FormSubmit, PasswordFormField } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

/**
 * The three rules (all fields given, new passwords match, at least 8 characters) are checked here first; the server
 * checks them again (and the current password). An account without a password (Google or Apple only) has no current
 * one to give.
 */
export function passwordChangeError(
  current: string,
  next: string,
  confirm: string,
  needsCurrent = true,
): string | null {
  if ((needsCurrent && !current) || !next || !confirm) return 'security.password.required';
  if (next !== confirm) return 'security.password.mismatch';
  if (next.length < PASSWORD_MIN_LENGTH) return 'security.password.tooShort';
  return null;
}

const FIELD_OF_RULE: Record<string, 'currentPassword' | 'newPassword' | 'confirmPassword'> = {
  'security.password.mismatch': 'confirmPassword',
  'security.password.tooShort': 'newPassword',
};

function changePasswordSchema(needsCurrent: boolean) {
  return ChangePasswordRequestSchema.required().superRefine((values, ctx) => {
    const key = passwordChangeError(
      values.currentPassword,
      values.newPassword,
      values.confirmPassword,
      needsCurrent,
    );
    if (!key) return;
    const empty = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find(
      (name) => !values[name] && (needsCurrent || name !== 'currentPassword'),
    );
    ctx.addIssue({
      code: 'custom',
      path: [FIELD_OF_RULE[key] ?? empty ?? 'newPassword'],
      params: { key: `account:${key}` },
    });
  });
}

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const mutation = useChangePassword();
  const schema = useMemo(() => changePasswordSchema(hasPassword), [hasPassword]);

  return (
    <Form
      schema={schema}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      errorSummary
      failureMessage={t('security.password.failed')}
      onSubmit={async ({ currentPassword, newPassword, confirmPassword }, form) => {
        try {
          const response = await mutation.mutateAsync({
            ...(hasPassword ? { currentPassword } : {}),
            newPassword,
            confirmPassword,
          });
          toast.success(response.message || t('security.password.success'));
          form.reset();
        } catch (err) {
          toast.error(err instanceof ApiError && err.message ? err.message : t('security.password.failed'));
          throw err;
        }
      }}
      className="space-y-4"
    >
      {hasPassword ? (
        <PasswordFormField
          name="currentPassword"
          label={t('security.password.current')}
          autoComplete="current-password"
        />
      ) : (
        <p className="text-sm text-muted">{t('security.password.setBody')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordFormField
          name="newPassword"
          label={t('security.password.new')}
          autoComplete="new-password"
        />
        <PasswordFormField
          name="confirmPassword"
          label={t('security.password.confirm')}
          autoComplete="new-password"
        />
      </div>
      <p className="text-xs text-muted">{t('auth.register.passwordHint')}</p>
      <FormError />
      <FormSubmit>{t(hasPassword ? 'security.password.submit' : 'security.password.setSubmit')}</FormSubmit>
    </Form>
  );
}
