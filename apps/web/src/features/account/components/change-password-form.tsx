import { PASSWORD_MIN_LENGTH } from '@mustashar/contracts/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert, PasswordField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
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

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const mutation = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const key = passwordChangeError(current, next, confirm, hasPassword);
    if (key) {
      setError(t(key));
      return;
    }
    setError(null);
    try {
      const response = await mutation.mutateAsync({
        ...(hasPassword ? { currentPassword: current } : {}),
        newPassword: next,
        confirmPassword: confirm,
      });
      toast.success(response.message || t('security.password.success'));
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      const message = err instanceof ApiError && err.message ? err.message : t('security.password.failed');
      setError(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {hasPassword ? (
        <PasswordField
          label={t('security.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      ) : (
        <p className="text-sm text-muted">{t('security.password.setBody')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('security.password.new')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <PasswordField
          label={t('security.password.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <p className="text-xs text-muted">{t('auth.register.passwordHint')}</p>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner className="size-4" /> : null}
        {t(hasPassword ? 'security.password.submit' : 'security.password.setSubmit')}
      </Button>
    </form>
  );
}
