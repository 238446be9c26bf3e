import { KeyRound, LogIn } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox, CodeField, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { safeReturnTo, useAuth } from '@/lib/session';
import { requestUnlock } from '../api/request-unlock';
import { AuthHeading } from '../components/auth-heading';
import { SocialButtons } from '../components/social-buttons';

interface LoginState {
  email?: string;
  message?: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The second step when the account has two-factor authentication on. */
function TwoFactorStep({
  challenge,
  remember,
  onDone,
  onCancel,
}: {
  challenge: string;
  remember: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const { completeTwoFactor } = useAuth();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('auth.twoFactor.required'));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await completeTwoFactor(challenge, code.trim(), remember);
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('auth.login.failed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <AuthHeading
        title={t('auth.twoFactor.title')}
        body={t(useRecovery ? 'auth.twoFactor.recoveryBody' : 'auth.twoFactor.body')}
        icon={<KeyRound aria-hidden="true" className="size-6" />}
      />
      <form noValidate onSubmit={submit} className="space-y-4">
        {useRecovery ? (
          <TextField
            label={t('auth.twoFactor.recoveryLabel')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            dir="ltr"
            autoFocus
          />
        ) : (
          <CodeField
            label={t('auth.twoFactor.codeLabel')}
            value={code}
            onValueChange={setCode}
            className="[&_input]:text-center [&_input]:tracking-[0.5em]"
            autoFocus
          />
        )}
        <FormAlert>{error}</FormAlert>
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? <Spinner className="size-4" /> : null}
          {loading ? t('auth.twoFactor.verifying') : t('auth.twoFactor.submit')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 font-medium text-primary hover:underline"
          onClick={() => {
            setUseRecovery((v) => !v);
            setCode('');
            setError(null);
          }}
        >
          {t(useRecovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery')}
        </button>
        <button
          type="button"
          className="min-h-11 text-muted hover:text-fg hover:underline"
          onClick={onCancel}
        >
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = (location.state ?? {}) as LoginState;
  const returnTo = safeReturnTo(params.get('returnTo'));

  const [email, setEmail] = useState(state.email ?? params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    params.get('google') === 'error'
      ? t('auth.login.googleError')
      : params.get('apple') === 'error'
        ? t('auth.login.appleError')
        : null,
  );
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  // Sign-in paused by failed attempts: the owner can have a one-time sign-in code emailed and enter it here.
  const [unlock, setUnlock] = useState<'none' | 'offered' | 'sending' | 'sent'>('none');
  const [unlockCode, setUnlockCode] = useState('');
  const [unlockNote, setUnlockNote] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(() =>
    params.get('twoFactor') === '1' ? params.get('challenge') : null,
  );

  // The Google return parameters are read once, then removed from the address bar.
  useEffect(() => {
    const keys = ['google', 'apple', 'challenge', 'twoFactor'];
    if (!keys.some((key) => params.has(key))) return;
    const next = new URLSearchParams(params);
    for (const key of keys) next.delete(key);
    setParams(next, { replace: true, state: location.state });
  }, [params, setParams, location.state]);

  const goOn = () => navigate(returnTo ?? '/dashboard', { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (!email.trim()) errors.email = t('auth.validation.emailRequired');
    else if (!EMAIL_RE.test(email.trim())) errors.email = t('auth.validation.emailInvalid');
    if (!password) errors.password = t('auth.validation.passwordRequired');
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setLoading(true);
    setError(null);
    try {
      const code = unlock === 'sent' && unlockCode.length === 6 ? unlockCode : undefined;
      const outcome = await login(email.trim(), password, remember, code);
      if (outcome.status === 'verification-required') {
        navigate('/verify-email', {
          state: {
            email: email.trim().toLowerCase(),
            password,
            message: outcome.message,
            resendAfterSeconds: outcome.resendAfterSeconds,
          },
        });
      } else if (outcome.status === 'two-factor') {
        setChallenge(outcome.challenge);
      } else {
        goOn();
      }
    } catch (err) {
      setError(errorMessage(err, t('auth.login.failed')));
      if (err instanceof ApiError && err.body.unlockAvailable === true && unlock === 'none')
        setUnlock('offered');
    } finally {
      setLoading(false);
    }
  };

  const sendUnlock = async () => {
    setUnlock('sending');
    try {
      const sent = await requestUnlock({ email: email.trim() });
      setUnlockNote(sent.message);
      setError(null);
      setUnlock('sent');
    } catch (err) {
      setError(errorMessage(err, t('auth.login.failed')));
      setUnlock('offered');
    }
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        remember={remember}
        onDone={goOn}
        onCancel={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <div>
      <AuthHeading
        title={t('auth.login.title')}
        body={t('auth.login.body')}
        icon={<LogIn aria-hidden="true" className="size-6 rtl:-scale-x-100" />}
      />
      {state.message ? (
        <div className="mb-4">
          <FormAlert tone="info">{state.message}</FormAlert>
        </div>
      ) : null}
      <SocialButtons mode="login" />
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          labelAction={
            <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
              {t('auth.login.forgot')}
            </Link>
          }
        />
        <Checkbox
          label={t('auth.login.remember')}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        {unlock === 'sent' ? (
          <>
            <FormAlert tone="info">{unlockNote}</FormAlert>
            <CodeField
              label={t('auth.login.unlockCode')}
              value={unlockCode}
              onValueChange={setUnlockCode}
              className="[&_input]:text-center [&_input]:tracking-[0.5em]"
            />
          </>
        ) : null}
        <FormAlert>{error}</FormAlert>
        {unlock === 'offered' || unlock === 'sending' ? (
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={unlock === 'sending' || !EMAIL_RE.test(email.trim())}
            onClick={sendUnlock}
          >
            {unlock === 'sending' ? <Spinner className="size-4" /> : null}
            {t('auth.login.unlockSend')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? <Spinner className="size-4" /> : null}
          {loading ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to="/register" className="font-medium text-primary hover:underline">
          {t('auth.login.registerLink')}
        </Link>
      </p>
    </div>
  );
}
