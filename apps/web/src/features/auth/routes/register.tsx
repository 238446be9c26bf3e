import { RegisterRequestSchema } from '@mustashar/contracts';
import { UserPlus } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  CheckboxFormField,
  Form,
  FormError,
  type FormMessages,
  FormSubmit,
  PasswordFormField,
  TextFormField,
} from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { EMAIL_MESSAGES, NEW_PASSWORD_MESSAGES } from '@/lib/form-rules';
import { useAuth } from '@/lib/session';
import { AuthHeading } from '../components/auth-heading';
import { SocialButtons } from '../components/social-buttons';

interface RegisterState {
  email?: string;
  from?: string;
}

// The terms box is checked by the button (it stays disabled until ticked), so the form itself takes any value.
const RegisterFormSchema = RegisterRequestSchema.pick({ name: true, email: true, password: true }).extend({
  terms: z.boolean(),
  marketing: z.boolean(),
});

const REGISTER_MESSAGES: FormMessages = {
  name: 'account:auth.validation.nameRequired',
  email: EMAIL_MESSAGES,
  password: NEW_PASSWORD_MESSAGES,
};

export function RegisterPage() {
  const { t } = useTranslation('account');
  const { register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as RegisterState;

  const submit = async ({ name, email, password, terms, marketing }: z.output<typeof RegisterFormSchema>) => {
    if (!terms) return;
    const outcome = await register({ name, email, password, termsAccepted: true, marketing });
    if (outcome.requiresVerification) {
      navigate('/verify-email', {
        state: { email, password, message: outcome.message, resendAfterSeconds: outcome.resendAfterSeconds },
      });
    } else {
      navigate(outcome.user?.subscriptionActive ? '/' : '/complete-payment');
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
      <Form
        schema={RegisterFormSchema}
        defaultValues={{
          name: '',
          email: state.email ?? params.get('email') ?? '',
          password: '',
          terms: false,
          marketing: false,
        }}
        messages={REGISTER_MESSAGES}
        failureMessage={t('auth.register.failed')}
        onSubmit={submit}
        className="mt-4 space-y-4"
      >
        {(form) => (
          <>
            <TextFormField name="name" label={t('auth.fields.name')} autoComplete="name" required />
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
              autoComplete="new-password"
              required
              hint={t('auth.register.passwordHint')}
            />
            <CheckboxFormField
              name="terms"
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
            <CheckboxFormField name="marketing" label={t('auth.register.marketing')} />
            <FormError />
            <FormSubmit
              size="lg"
              className="w-full"
              disabled={!form.watch('terms')}
              pending={t('auth.register.submitting')}
            >
              {t('auth.register.submit')}
            </FormSubmit>
          </>
        )}
      </Form>
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
