import { AuthErrorCode, type VerifyEmailRequest, VerifyEmailRequestSchema } from '@mustashar/contracts';
import { VERIFICATION } from '@mustashar/contracts/constants';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeFormField, Form, type FormMessages, FormSubmit, TextFormField } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { EMAIL_MESSAGES } from '@/lib/form-rules';
import { formatNumber } from '@/lib/format';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { useCountdown } from '../hooks/use-countdown';

interface VerifyState {
  email?: string;
  password?: string;
  message?: string;
  /** From the server: registration just sent a code; signing in unverified sent none. */
  resendAfterSeconds?: number;
}

/** Whole seconds from a response field, 0 for anything else. */
const waitSeconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;

const RATE_LIMITED: string = AuthErrorCode.resendRateLimited;
const RESEND_MESSAGES: Record<string, string> = {
  [RATE_LIMITED]: 'auth.verify.resendRateLimited',
  [AuthErrorCode.resendDailyLimit]: 'auth.verify.resendDailyLimit',
  [AuthErrorCode.emailFailed]: 'auth.verify.resendEmailFailed',
};

const VERIFY_MESSAGES: FormMessages = {
  email: EMAIL_MESSAGES,
  code: 'account:auth.verify.codeRequired',
};

type Notice = { tone: 'error' | 'success' | 'info'; text: string } | null;

export function VerifyEmailPage() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage;
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as VerifyState;

  const [notice, setNotice] = useState<Notice>(state.message ? { tone: 'info', text: state.message } : null);
  const verifyEmail = useVerifyEmail();
  const resendVerification = useResendVerification();
  // The server says when another code may be asked for; no wait is made up when none was sent.
  const countdown = useCountdown(waitSeconds(state.resendAfterSeconds));

  const afterVerified = async (address: string) => {
    if (!state.password) {
      navigate('/login?returnTo=/pricing', {
        replace: true,
        state: { email: address, message: t('auth.verify.loginToContinue') },
      });
      return;
    }
    try {
      const outcome = await login(address, state.password, false);
      if (outcome.status === 'signed-in') {
        navigate('/pricing', { replace: true });
      } else if (outcome.status === 'two-factor') {
        navigate(`/login?returnTo=/pricing&twoFactor=1&challenge=${encodeURIComponent(outcome.challenge)}`, {
          replace: true,
        });
      } else {
        toast.info(t('auth.verify.loginManually'));
        navigate('/login?returnTo=/pricing', {
          replace: true,
          state: { email: address, message: t('auth.verify.loginManually') },
        });
      }
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : t('auth.verify.autoLoginFailed');
      toast.error(t('auth.verify.autoLoginFailed'));
      navigate('/login?returnTo=/pricing', { replace: true, state: { email: address, message } });
    }
  };

  const submit = async ({ email, code }: VerifyEmailRequest) => {
    setNotice(null);
    try {
      const verified = await verifyEmail.mutateAsync({ email, code });
      if (verified.passwordKept === false) {
        // Registrations of this address brought different passwords and this browser proved none: the address is
        // verified without a password, so the user chooses one with a reset code (the server's message says so).
        navigate('/forgot-password', { replace: true, state: { email, message: verified.message } });
        return;
      }
      setNotice({ tone: 'success', text: t('auth.verify.success') });
      toast.success(t('auth.verify.success'));
      await afterVerified(email);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.message ? error.message : t('auth.verify.failed'),
      });
    }
  };

  const resend = async (typed: string) => {
    const address = typed.trim().toLowerCase();
    if (!address) {
      setNotice({ tone: 'error', text: t('auth.verify.emailFirst') });
      return;
    }
    try {
      const response = await resendVerification.mutateAsync({ email: address });
      setNotice({ tone: 'success', text: t('auth.verify.resent') });
      countdown.start(waitSeconds(response.resendAfterSeconds));
    } catch (error) {
      const key = error instanceof ApiError ? RESEND_MESSAGES[error.code] : undefined;
      setNotice({ tone: 'error', text: t(key ?? 'auth.verify.resendFailed') });
      if (error instanceof ApiError && error.code === RATE_LIMITED) {
        countdown.start(waitSeconds(error.body.retryAfterSeconds));
      }
    }
  };

  return (
    <div>
      <div className="mb-6">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">
          {t('auth.verifyEmail.title')}
        </h1>
        <p className="mt-2 leading-relaxed text-muted">{t('auth.verifyEmail.body')}</p>
      </div>
      <Form
        schema={VerifyEmailRequestSchema}
        defaultValues={{ email: state.email ?? '', code: '' }}
        messages={VERIFY_MESSAGES}
        onSubmit={submit}
        // Besides each field's message, one line for the form, where the outcome of a resend also shows.
        onInvalid={() => setNotice({ tone: 'error', text: t('auth.verify.missing') })}
        className="space-y-4"
      >
        {(form) => (
          <>
            <TextFormField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" />
            <CodeFormField
              name="code"
              label={t('auth.verify.codeLabel')}
              maxLength={VERIFICATION.codeLength}
              placeholder="••••••"
              className="[&_input]:text-2xl"
              hint={t('auth.verify.expiresHint', {
                count: VERIFICATION.expiresMinutes,
                minutes: formatNumber(VERIFICATION.expiresMinutes, lng),
              })}
            />
            {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
            <FormSubmit size="lg" className="w-full" pending={t('auth.verify.verifying')}>
              {t('auth.verify.submit')}
            </FormSubmit>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-muted">{t('auth.verify.noCode')}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => resend(form.getValues('email'))}
                disabled={resendVerification.isPending || countdown.left > 0}
                className="text-primary"
              >
                {resendVerification.isPending ? <Spinner className="size-4" /> : null}
                {countdown.left > 0
                  ? t('auth.verify.resendIn', { seconds: formatNumber(countdown.left, lng) })
                  : t('auth.verify.resend')}
              </Button>
            </div>
          </>
        )}
      </Form>
      <p className="mt-6 rounded-xl bg-surface-2 p-3 text-sm text-muted">{t('auth.verify.nextStep')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
        <Link
          to="/login"
          className="inline-flex min-h-9 items-center font-medium text-primary hover:underline"
        >
          {t('auth.verify.toLogin')}
        </Link>
        <Link
          to="/register"
          className="inline-flex min-h-9 items-center text-muted hover:text-fg hover:underline"
        >
          {t('auth.verify.back')}
        </Link>
      </div>
    </div>
  );
}
