import { DeleteAccountRequestSchema } from '@mustashar/contracts';
import { DELETE_CONFIRMATION_WORD, VERIFICATION } from '@mustashar/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  CodeFormField,
  Form,
  FormError,
  type FormOf,
  FormSubmit,
  PasswordFormField,
  TextFormField,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useSecurity } from '../api/get-security';
import { useSendDeleteCode } from '../api/send-delete-code';

/**
 * Account deletion needs the word DELETE in capitals. Settings: the button stays disabled until DELETE and the
 * password are given; success signs out and goes to /login with a message. Profile: checks the word, then the
 * password; success goes to /. An account without a password (Google or Apple only) gives an emailed code instead,
 * or nothing more right after signing in with Google or Apple again.
 */
type Proof = 'password' | 'code' | 'recent';

/** The word first, then the proof the account gives: the form's one error line names the first thing missing. */
function deleteSchema(proof: Proof) {
  return DeleteAccountRequestSchema.required().superRefine((values, ctx) => {
    const fail = (path: 'confirmText' | 'password' | 'code', key: string) =>
      ctx.addIssue({ code: 'custom', path: [path], params: { key: `account:${key}` } });
    if (values.confirmText !== DELETE_CONFIRMATION_WORD) fail('confirmText', 'delete.typeDelete');
    else if (proof === 'password' && !values.password) fail('password', 'delete.passwordRequired');
    else if (proof === 'code' && values.code.length !== VERIFICATION.codeLength)
      fail('code', 'delete.codeRequired');
  });
}

export function DeleteAccountDialog({ variant }: { variant: 'settings' | 'profile' }) {
  const { t } = useTranslation('account');
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const mutation = useDeleteAccount(variant === 'settings' ? '/api/auth/account' : '/api/account');
  const [open, setOpen] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const security = useSecurity();
  const sendCode = useSendDeleteCode();
  // Until the security settings load, ask for the password as before.
  const proof: Proof =
    !security.data || security.data.hasPassword
      ? 'password'
      : security.data.recentProviderSignIn
        ? 'recent'
        : 'code';
  const schema = useMemo(() => deleteSchema(proof), [proof]);

  const requestCode = async (form: FormOf<typeof schema>) => {
    form.clearErrors('root');
    try {
      const response = await sendCode.mutateAsync();
      setCodeSent(true);
      toast.success(response.message || t('delete.codeSent'));
    } catch (err) {
      form.setError('root.server', {
        message: err instanceof ApiError && err.message ? err.message : t('delete.sendFailed'),
      });
    }
  };

  const submit = async (
    { confirmText, password, code }: z.output<typeof schema>,
    form: FormOf<typeof schema>,
  ) => {
    try {
      const response = await mutation.mutateAsync(
        proof === 'password'
          ? { password, confirmText }
          : proof === 'code'
            ? { code, confirmText }
            : { confirmText },
      );
      const message = response.message || t('delete.success');
      toast.success(message);
      setOpen(false);
      // The server has ended the session; leave first so the dashboard does not bounce to /login?returnTo.
      if (variant === 'settings') await navigate('/login', { replace: true, state: { message } });
      else await navigate('/', { replace: true });
      clearSession();
    } catch (err) {
      if (err instanceof ApiError && err.status === 0)
        form.setError('root.server', { message: t('delete.networkFailed') });
      else throw err;
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button className="bg-red-600 text-white hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <Dialog.Title className="text-xl font-bold text-fg">{t('delete.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
            {t('delete.body')}
          </Dialog.Description>
          {/* Closing unmounts the form, so it opens again empty. */}
          <Form
            schema={schema}
            defaultValues={{ confirmText: '', password: '', code: '' }}
            errorSummary
            failureMessage={t('delete.failed')}
            onSubmit={submit}
            className="mt-5 space-y-4"
          >
            {(form) => {
              const ready = schema.safeParse(form.watch()).success;
              return (
                <>
                  <TextFormField
                    name="confirmText"
                    label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
                    autoComplete="off"
                    dir="ltr"
                  />
                  {proof === 'password' ? (
                    <PasswordFormField
                      name="password"
                      label={t('delete.passwordLabel')}
                      autoComplete="current-password"
                    />
                  ) : proof === 'recent' ? (
                    <p className="text-sm text-muted">{t('delete.recentSignIn')}</p>
                  ) : (
                    <div className="space-y-3">
                      <p className="text-sm leading-relaxed text-muted">{t('delete.codeBody')}</p>
                      <Button
                        type="button"
                        variant="outline"
                        onClick={() => requestCode(form)}
                        disabled={sendCode.isPending}
                      >
                        {sendCode.isPending ? <Spinner className="size-4" /> : null}
                        {t(codeSent ? 'delete.resendCode' : 'delete.sendCode')}
                      </Button>
                      <CodeFormField name="code" label={t('delete.codeLabel')} />
                    </div>
                  )}
                  <FormError />
                  <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                    <Dialog.Close asChild>
                      <Button variant="outline">{t('actions.cancel')}</Button>
                    </Dialog.Close>
                    {/* Settings keeps the button off until the form is complete; the profile says what is missing. */}
                    <FormSubmit
                      disabled={variant === 'settings' && !ready}
                      className="bg-red-600 text-white hover:bg-red-700"
                    >
                      {t('delete.confirm')}
                    </FormSubmit>
                  </div>
                </>
              );
            }}
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
