import { EmailOnlyRequestSchema, ResetPasswordRequestSchema } from '@mustashar/contracts';
import { VERIFICATION } from '@mustashar/contracts/constants';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  CodeFormField,
  Form,
  FormError,
  type FormMessages,
  FormSubmit,
  PasswordFormField,
  TextFormField,
} from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { EMAIL_MESSAGES, NEW_PASSWORD_MESSAGES } from '@/lib/form-rules';
import { formatNumber } from '@/lib/format';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';

type Step = 'request' | 'reset' | 'done';

const ResetFormSchema = ResetPasswordRequestSchema.pick({ code: true, password: true })
  .extend({ confirm: z.string().min(1) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

const RESET_MESSAGES: FormMessages = {
  code: 'account:auth.verify.codeRequired',
  password: NEW_PASSWORD_MESSAGES,
  confirm: { required: 'account:auth.validation.passwordRequired', custom: 'account:auth.forgot.mismatch' },
};

/** Request a code → enter it with a new password → done (every session ends) → log in. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const resetPassword = useResetPassword();
  // Verification that kept no password sends the user here with the address and the server's explanation.
  const arrival = (useLocation().state ?? {}) as { email?: string; message?: string };
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(arrival.email ?? '');
  const [info, setInfo] = useState<string | null>(arrival.message ?? null);

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
          onClick={() => navigate('/login', { replace: true, state: { email } })}
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
        <Form
          schema={EmailOnlyRequestSchema}
          defaultValues={{ email }}
          messages={{ email: { ...EMAIL_MESSAGES, required: 'account:auth.verify.emailFirst' } }}
          failureMessage={t('auth.forgot.failed')}
          onSubmit={async (values) => {
            const response = await forgotPassword.mutateAsync(values);
            setEmail(values.email);
            setInfo(response.message);
            setStep('reset');
          }}
          className="space-y-4"
        >
          {info ? <FormAlert tone="info">{info}</FormAlert> : null}
          <TextFormField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" />
          <FormError />
          <FormSubmit size="lg" className="w-full">
            {t('auth.forgot.send')}
          </FormSubmit>
        </Form>
      ) : (
        <Form
          schema={ResetFormSchema}
          defaultValues={{ code: '', password: '', confirm: '' }}
          messages={RESET_MESSAGES}
          failureMessage={t('auth.forgot.failed')}
          onSubmit={async ({ code, password }) => {
            const response = await resetPassword.mutateAsync({ email, code, password });
            setInfo(response.message);
            setStep('done');
          }}
          className="space-y-4"
        >
          {info ? <FormAlert tone="info">{info}</FormAlert> : null}
          <CodeFormField
            name="code"
            label={t('auth.verify.codeLabel')}
            className="[&_input]:text-xl"
            hint={t('auth.verify.expiresHint', {
              count: VERIFICATION.expiresMinutes,
              minutes: formatNumber(VERIFICATION.expiresMinutes, i18n.resolvedLanguage),
            })}
          />
          <PasswordFormField
            name="password"
            label={t('auth.forgot.newPassword')}
            autoComplete="new-password"
            hint={t('auth.register.passwordHint')}
          />
          <PasswordFormField
            name="confirm"
            label={t('auth.forgot.confirmPassword')}
            autoComplete="new-password"
          />
          <FormError />
          <FormSubmit size="lg" className="w-full">
            {t('auth.forgot.reset')}
          </FormSubmit>
          <button
            type="button"
            className="min-h-11 text-sm font-medium text-primary hover:underline"
            onClick={() => setStep('request')}
          >
            {t('auth.forgot.again')}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('auth.verify.toLogin')}
        </Link>
      </p>
    </div>
  );
}
