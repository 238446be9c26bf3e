import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/session';
import { AuthHeading } from '../components/auth-heading';
import { SocialButtons } from '../components/social-buttons';

interface RegisterState {
  email?: string;
  from?: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 8;

type Errors = Partial<Record<'name' | 'email' | 'password', string>>;

export function RegisterPage() {
  const { t } = useTranslation('account');
  const { register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as RegisterState;

  const [name, setName] = useState('');
  const [email, setEmail] = useState(state.email ?? params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!terms || loading) return;
    const next: Errors = {};
    if (!name.trim()) next.name = t('auth.validation.nameRequired');
    if (!email.trim()) next.email = t('auth.validation.emailRequired');
    else if (!EMAIL_RE.test(email.trim())) next.email = t('auth.validation.emailInvalid');
    if (!password) next.password = t('auth.validation.passwordRequired');
    else if (password.length < MIN_PASSWORD) next.password = t('auth.validation.passwordMin');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setLoading(true);
    setError(null);
    try {
      const outcome = await register({
        name: name.trim(),
        email: email.trim().toLowerCase(),
        password,
        termsAccepted: true,
        marketing,
      });
      if (outcome.requiresVerification) {
        navigate('/verify-email', {
          state: {
            email: email.trim().toLowerCase(),
            password,
            message: outcome.message,
            resendAfterSeconds: outcome.resendAfterSeconds,
          },
        });
      } else {
        navigate(outcome.user?.subscriptionActive ? '/' : '/complete-payment');
      }
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('auth.register.failed'));
    } finally {
      setLoading(false);
    }
  };

  const legalLink = 'font-medium text-primary underline-offset-2 hover:underline';

  return (
    <div>
      <AuthHeading
        title={t('auth.register.title')}
        body={t('auth.register.body')}
        icon={<UserPlus aria-hidden="true" className="size-6" />}
      />
      {state.from === 'google-login' ? (
        <div className="mb-4">
          <FormAlert tone="info">{t('common:toasts.googleNotRegistered')}</FormAlert>
        </div>
      ) : null}
      <SocialButtons mode="register" />
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={t('auth.fields.name')}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={t('auth.register.passwordHint')}
        />
        <Checkbox
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          required
          label={
            <Trans
              t={t}
              i18nKey="auth.register.terms"
              components={{
                terms: <Link to="/terms" target="_blank" className={legalLink} />,
                privacy: <Link to="/privacy" target="_blank" className={legalLink} />,
              }}
            />
          }
        />
        <Checkbox
          checked={marketing}
          onChange={(e) => setMarketing(e.target.checked)}
          label={t('auth.register.marketing')}
        />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" size="lg" className="w-full" disabled={!terms || loading}>
          {loading ? <Spinner className="size-4" /> : null}
          {loading ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('auth.register.loginLink')}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to="/" className="inline-flex min-h-9 items-center text-muted hover:text-fg hover:underline">
          {t('links.home')}
        </Link>
      </p>
    </div>
  );
}
