import { CircleCheck, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeField, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';

type Step = 'request' | 'reset' | 'done';

/** Request a code → enter it with a new password → done (every session ends) → log in. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  // Verification that kept no password sends the user here with the address and the server's explanation.
  const arrival = (useLocation().state ?? {}) as { email?: string; message?: string };
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(arrival.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [info, setInfo] = useState<string | null>(arrival.message ?? null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const fail = (err: unknown, fallback: string) =>
    setError(err instanceof ApiError && err.message ? err.message : fallback);

  const request = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('auth.verify.emailFirst'));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const response = await forgotPassword({ email: email.trim().toLowerCase() });
      setInfo(response.message);
      setStep('reset');
    } catch (err) {
      fail(err, t('auth.forgot.failed'));
    } finally {
      setLoading(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6 || !password || !confirm) {
      setError(t('auth.forgot.allRequired'));
      return;
    }
    if (password.length < 8) {
      setError(t('auth.validation.passwordMin'));
      return;
    }
    if (password !== confirm) {
      setError(t('auth.forgot.mismatch'));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const response = await resetPassword({ email: email.trim().toLowerCase(), code, password });
      setInfo(response.message);
      setStep('done');
    } catch (err) {
      fail(err, t('auth.forgot.failed'));
    } finally {
      setLoading(false);
    }
  };

  if (step === 'done') {
    return (
      <div>
        <AuthHeading
          title={t('auth.forgot.doneTitle')}
          body={info ?? undefined}
          icon={<CircleCheck aria-hidden="true" className="size-6" />}
        />
        <Button
          size="lg"
          className="w-full"
          onClick={() => navigate('/login', { replace: true, state: { email: email.trim().toLowerCase() } })}
        >
          {t('auth.forgot.toLogin')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <AuthHeading
        title={t('auth.forgot.title')}
        body={step === 'request' ? t('auth.forgot.body') : undefined}
        icon={<KeyRound aria-hidden="true" className="size-6" />}
      />
      {step === 'request' ? (
        <form noValidate onSubmit={request} className="space-y-4">
          {info ? <FormAlert tone="info">{info}</FormAlert> : null}
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormAlert>{error}</FormAlert>
          <Button type="submit" size="lg" className="w-full" disabled={loading}>
            {loading ? <Spinner className="size-4" /> : null}
            {t('auth.forgot.send')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={reset} className="space-y-4">
          {info ? <FormAlert tone="info">{info}</FormAlert> : null}
          <CodeField
            label={t('auth.verify.codeLabel')}
            value={code}
            onValueChange={setCode}
            className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
            hint={t('auth.verify.expiresHint', { minutes: formatNumber(15, i18n.resolvedLanguage) })}
          />
          <PasswordField
            label={t('auth.forgot.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={t('auth.register.passwordHint')}
          />
          <PasswordField
            label={t('auth.forgot.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <FormAlert>{error}</FormAlert>
          <Button type="submit" size="lg" className="w-full" disabled={loading}>
            {loading ? <Spinner className="size-4" /> : null}
            {t('auth.forgot.reset')}
          </Button>
          <button
            type="button"
            className="min-h-11 text-sm font-medium text-primary hover:underline"
            onClick={() => {
              setStep('request');
              setError(null);
            }}
          >
            {t('auth.forgot.again')}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('auth.verify.toLogin')}
        </Link>
      </p>
    </div>
  );
}
