import { DELETE_CONFIRMATION_WORD } from '@mustashar/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeField, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
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
export function DeleteAccountDialog({ variant }: { variant: 'settings' | 'profile' }) {
  const { t } = useTranslation('account');
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const mutation = useDeleteAccount(variant === 'settings' ? '/api/auth/account' : '/api/account');
  const [open, setOpen] = useState(false);
  const [confirmText, setConfirmText] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const security = useSecurity();
  const sendCode = useSendDeleteCode();
  // Until the security settings load, ask for the password as before.
  const proof =
    !security.data || security.data.hasPassword
      ? 'password'
      : security.data.recentProviderSignIn
        ? 'recent'
        : 'code';

  const proven = proof === 'password' ? password.length > 0 : proof === 'code' ? code.length === 6 : true;
  const ready = confirmText === DELETE_CONFIRMATION_WORD && proven;

  const requestCode = async () => {
    setError(null);
    try {
      const response = await sendCode.mutateAsync();
      setCodeSent(true);
      toast.success(response.message || t('delete.codeSent'));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('delete.sendFailed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (variant === 'settings' && !ready) return;
    if (confirmText !== DELETE_CONFIRMATION_WORD) {
      setError(t('delete.typeDelete'));
      return;
    }
    if (!proven) {
      setError(t(proof === 'password' ? 'delete.passwordRequired' : 'delete.codeRequired'));
      return;
    }
    setError(null);
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
      if (err instanceof ApiError && err.status === 0) setError(t('delete.networkFailed'));
      else setError(err instanceof ApiError && err.message ? err.message : t('delete.failed'));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setConfirmText('');
          setPassword('');
          setCode('');
          setError(null);
        }
      }}
    >
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
          <form noValidate onSubmit={submit} className="mt-5 space-y-4">
            <TextField
              label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
              value={confirmText}
              onChange={(e) => setConfirmText(e.target.value)}
              autoComplete="off"
              dir="ltr"
            />
            {proof === 'password' ? (
              <PasswordField
                label={t('delete.passwordLabel')}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            ) : proof === 'recent' ? (
              <p className="text-sm text-muted">{t('delete.recentSignIn')}</p>
            ) : (
              <div className="space-y-3">
                <p className="text-sm leading-relaxed text-muted">{t('delete.codeBody')}</p>
                <Button type="button" variant="outline" onClick={requestCode} disabled={sendCode.isPending}>
                  {sendCode.isPending ? <Spinner className="size-4" /> : null}
                  {t(codeSent ? 'delete.resendCode' : 'delete.sendCode')}
                </Button>
                <CodeField label={t('delete.codeLabel')} value={code} onValueChange={setCode} />
              </div>
            )}
            <FormAlert>{error}</FormAlert>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">{t('actions.cancel')}</Button>
              </Dialog.Close>
              <Button
                type="submit"
                disabled={mutation.isPending || (variant === 'settings' && !ready)}
                className="bg-red-600 text-white hover:bg-red-700"
              >
                {mutation.isPending ? <Spinner className="size-4" /> : null}
                {t('delete.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
