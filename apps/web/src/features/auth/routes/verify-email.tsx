import { VERIFICATION } from '@mustashar/contracts/constants';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeField, FormAlert, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
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

// Contracts' AuthErrorCode values, written out so this chunk does not pull in zod.
const RATE_LIMITED = 'auth:resend_rate_limited';
const RESEND_MESSAGES: Record<string, string> = {
  [RATE_LIMITED]: 'auth.verify.resendRateLimited',
  'auth:resend_daily_limit': 'auth.verify.resendDailyLimit',
  'auth:email_failed': 'auth.verify.resendEmailFailed',
};

type Notice = { tone: 'error' | 'success' | 'info'; text: string } | null;

export function VerifyEmailPage() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage;
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as VerifyState;

  const [email, setEmail] = useState(state.email ?? '');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice>(state.message ? { tone: 'info', text: state.message } : null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address || code.length !== VERIFICATION.codeLength) {
      setNotice({ tone: 'error', text: t('auth.verify.missing') });
      return;
    }
    setVerifying(true);
    setNotice(null);
    try {
      const verified = await verifyEmail({ email: address, code });
      if (verified.passwordKept === false) {
        // Registrations of this address brought different passwords and this browser proved none: the address is
        // verified without a password, so the user chooses one with a reset code (the server's message says so).
        navigate('/forgot-password', { replace: true, state: { email: address, message: verified.message } });
        return;
      }
      setNotice({ tone: 'success', text: t('auth.verify.success') });
      toast.success(t('auth.verify.success'));
      await afterVerified(address);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.message ? error.message : t('auth.verify.failed'),
      });
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    const address = email.trim().toLowerCase();
    if (!address) {
      setNotice({ tone: 'error', text: t('auth.verify.emailFirst') });
      return;
    }
    setResending(true);
    try {
      const response = await resendVerification({ email: address });
      setNotice({ tone: 'success', text: t('auth.verify.resent') });
      countdown.start(waitSeconds(response.resendAfterSeconds));
    } catch (error) {
      const key = error instanceof ApiError ? RESEND_MESSAGES[error.code] : undefined;
      setNotice({ tone: 'error', text: t(key ?? 'auth.verify.resendFailed') });
      if (error instanceof ApiError && error.code === RATE_LIMITED) {
        countdown.start(waitSeconds(error.body.retryAfterSeconds));
      }
    } finally {
      setResending(false);
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
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <CodeField
          label={t('auth.verify.codeLabel')}
          value={code}
          onValueChange={setCode}
          maxLength={VERIFICATION.codeLength}
          placeholder="••••••"
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          hint={t('auth.verify.expiresHint', { minutes: formatNumber(VERIFICATION.expiresMinutes, lng) })}
        />
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={verifying}>
          {verifying ? <Spinner className="size-4" /> : null}
          {verifying ? t('auth.verify.verifying') : t('auth.verify.submit')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted">{t('auth.verify.noCode')}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={resend}
          disabled={resending || countdown.left > 0}
          className="text-primary"
        >
          {resending ? <Spinner className="size-4" /> : null}
          {countdown.left > 0
            ? t('auth.verify.resendIn', { seconds: formatNumber(countdown.left, lng) })
            : t('auth.verify.resend')}
        </Button>
      </div>
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
