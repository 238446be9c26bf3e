import { LoginRequestSchema, LoginTwoFactorRequestSchema } from '@mustashar/contracts';
import { KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  CheckboxFormField,
  CodeFormField,
  Form,
  FormError,
  type FormMessages,
  type FormOf,
  FormSubmit,
  PasswordFormField,
  TextFormField,
} from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { EMAIL_MESSAGES, EmailSchema } from '@/lib/form-rules';
import { safeReturnTo, useAuth } from '@/lib/session';
import { requestUnlock } from '../api/request-unlock';
import { AuthHeading } from '../components/auth-heading';
import { SocialButtons } from '../components/social-buttons';

interface LoginState {
  email?: string;
  message?: string;
}

const TwoFactorSchema = LoginTwoFactorRequestSchema.pick({ code: true });

// The unlock code is sent only once it is whole, so a half-typed one is not a reason to refuse the form.
const LoginFormSchema = LoginRequestSchema.pick({ email: true, password: true, remember: true }).extend({
  unlockCode: z.string(),
});

const LOGIN_MESSAGES: FormMessages = {
  email: EMAIL_MESSAGES,
  password: 'account:auth.validation.passwordRequired',
};

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

  return (
    <div>
      <AuthHeading
        title={t('auth.twoFactor.title')}
        body={t(useRecovery ? 'auth.twoFactor.recoveryBody' : 'auth.twoFactor.body')}
        icon={<KeyRound aria-hidden="true" className="size-6" />}
      />
      {/* A new form per kind of code: switching starts from an empty field with no error. */}
      <Form
        key={useRecovery ? 'recovery' : 'app'}
        schema={TwoFactorSchema}
        defaultValues={{ code: '' }}
        messages={{ code: 'account:auth.twoFactor.required' }}
        failureMessage={t('auth.login.failed')}
        onSubmit={async ({ code }) => {
          await completeTwoFactor(challenge, code, remember);
          onDone();
        }}
        className="space-y-4"
      >
        {useRecovery ? (
          <TextFormField
            name="code"
            label={t('auth.twoFactor.recoveryLabel')}
            autoComplete="off"
            dir="ltr"
            autoFocus
          />
        ) : (
          <CodeFormField name="code" label={t('auth.twoFactor.codeLabel')} autoFocus />
        )}
        <FormError />
        <FormSubmit size="lg" className="w-full" pending={t('auth.twoFactor.verifying')}>
          {t('auth.twoFactor.submit')}
        </FormSubmit>
      </Form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 font-medium text-primary hover:underline"
          onClick={() => setUseRecovery((v) => !v)}
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

  // What the sign-in form keeps across the two-factor step (its password is asked for again).
  const [kept, setKept] = useState({
    email: state.email ?? params.get('email') ?? '',
    remember: false,
  });
  const [initialError] = useState(() =>
    // A disabled account is sent back from Google or Apple with `=disabled` (ADR 086).
    params.get('google') === 'disabled' || params.get('apple') === 'disabled'
      ? t('auth.login.accountDisabled')
      : params.get('google') === 'error'
        ? t('auth.login.googleError')
        : params.get('apple') === 'error'
          ? t('auth.login.appleError')
          : null,
  );
  // Sign-in paused by failed attempts: the owner can have a one-time sign-in code emailed and enter it here.
  const [unlock, setUnlock] = useState<'none' | 'offered' | 'sending' | 'sent'>('none');
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

  const submit = async ({ email, password, remember, unlockCode }: z.output<typeof LoginFormSchema>) => {
    try {
      const code = unlock === 'sent' && unlockCode.length === 6 ? unlockCode : undefined;
      const outcome = await login(email, password, remember, code);
      if (outcome.status === 'verification-required') {
        navigate('/verify-email', {
          state: {
            email,
            password,
            message: outcome.message,
            resendAfterSeconds: outcome.resendAfterSeconds,
          },
        });
      } else if (outcome.status === 'two-factor') {
        setKept({ email, remember });
        setChallenge(outcome.challenge);
      } else {
        goOn();
      }
    } catch (err) {
      if (err instanceof ApiError && err.body.unlockAvailable === true && unlock === 'none')
        setUnlock('offered');
      throw err;
    }
  };

  const sendUnlock = async (form: FormOf<typeof LoginFormSchema>) => {
    setUnlock('sending');
    try {
      const sent = await requestUnlock({ email: form.getValues('email').trim() });
      setUnlockNote(sent.message);
      form.clearErrors('root');
      setUnlock('sent');
    } catch (err) {
      form.setError('root.server', {
        message: err instanceof ApiError && err.message ? err.message : t('auth.login.failed'),
      });
      setUnlock('offered');
    }
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        remember={kept.remember}
        onDone={goOn}
        onCancel={() => setChallenge(null)}
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
      <Form
        schema={LoginFormSchema}
        defaultValues={{ ...kept, password: '', unlockCode: '' }}
        messages={LOGIN_MESSAGES}
        failureMessage={t('auth.login.failed')}
        initialError={initialError}
        onSubmit={submit}
        className="mt-4 space-y-4"
      >
        {(form) => (
          <>
            <TextFormField
              name="email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
            />
            <PasswordFormField
              name="password"
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              labelAction={
                <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
                  {t('auth.login.forgot')}
                </Link>
              }
            />
            <CheckboxFormField name="remember" label={t('auth.login.remember')} />
            {unlock === 'sent' ? (
              <>
                <FormAlert tone="info">{unlockNote}</FormAlert>
                <CodeFormField name="unlockCode" label={t('auth.login.unlockCode')} />
              </>
            ) : null}
            <FormError />
            {unlock === 'offered' || unlock === 'sending' ? (
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={unlock === 'sending' || !EmailSchema.safeParse(form.watch('email')).success}
                onClick={() => sendUnlock(form)}
              >
                {unlock === 'sending' ? <Spinner className="size-4" /> : null}
                {t('auth.login.unlockSend')}
              </Button>
            ) : null}
            <FormSubmit size="lg" className="w-full" pending={t('auth.login.submitting')}>
              {t('auth.login.submit')}
            </FormSubmit>
          </>
        )}
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to="/register" className="font-medium text-primary hover:underline">
          {t('auth.login.registerLink')}
        </Link>
      </p>
    </div>
  );
}
