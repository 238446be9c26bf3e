import type { AdminUserDetail, ConsoleRole } from '@mustashar/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useAnonymise,
  useCancelUserSubscription,
  useResendVerification,
  useSetDisabled,
} from '../api/user-actions-api';

const dangerClass = 'bg-red-600 text-white hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500';

/** The server's translated refusal, or a general one when there is none (a network failure). */
function useErrorText() {
  const { t } = useTranslation('admin');
  return (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t('userActions.failed');
}

/** A destructive action asks first; the server's refusal shows in the dialog, which stays open. */
function ConfirmDialog({
  trigger,
  title,
  body,
  confirm,
  pending,
  onConfirm,
  canConfirm = true,
  children,
}: {
  trigger: string;
  title: string;
  body: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  canConfirm?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        className="text-red-700 dark:text-red-300"
      >
        {trigger}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={title}
        description={body}
      >
        {children ? <div className="mt-4">{children}</div> : null}
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('userActions.keep')}
          </Button>
          <Button onClick={run} disabled={pending || !canConfirm} className={dangerClass}>
            {pending ? <Spinner className="size-4" /> : null}
            {confirm}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * What the console can do to one account (ADR 086). Support sees the verification resend only; disabling,
 * cancelling and deleting are the admin's, each confirmed first.
 */
export function UserActions({ detail, role }: { detail: AdminUserDetail; role: ConsoleRole }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { user } = detail;
  const resend = useResendVerification(user.id);
  const setDisabled = useSetDisabled(user.id);
  const cancel = useCancelUserSubscription(user.id);
  const anonymise = useAnonymise(user.id);
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const now = Date.now();
  const cancellable = detail.subscriptions.find(
    (s) =>
      s.status === 'active' &&
      !s.cancelAtPeriodEnd &&
      s.currentPeriodEnd !== null &&
      new Date(s.currentPeriodEnd).getTime() > now,
  );
  const admin = role === 'admin';

  return (
    <div className="flex flex-wrap gap-3">
      {user.emailVerified ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorText(error)),
            })
          }
        >
          {t('userActions.resendVerification')}
        </Button>
      )}
      {admin && user.disabledAt ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={setDisabled.isPending}
          onClick={() =>
            setDisabled.mutate(false, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorText(error)),
            })
          }
        >
          {t('userActions.enable')}
        </Button>
      ) : null}
      {admin && !user.disabledAt ? (
        <ConfirmDialog
          trigger={t('userActions.disable')}
          title={t('userActions.disableTitle')}
          body={t('userActions.disableBody')}
          confirm={t('userActions.disableConfirm')}
          pending={setDisabled.isPending}
          onConfirm={async () => toast.success((await setDisabled.mutateAsync(true)).message)}
        />
      ) : null}
      {admin && cancellable ? (
        <ConfirmDialog
          trigger={t('userActions.cancelSubscription')}
          title={t('userActions.cancelTitle')}
          body={t('userActions.cancelBody', {
            date: formatDate(cancellable.currentPeriodEnd!, lng, { dateStyle: 'long' }),
          })}
          confirm={t('userActions.cancelConfirm')}
          pending={cancel.isPending}
          onConfirm={async () => toast.success((await cancel.mutateAsync()).message)}
        />
      ) : null}
      {admin ? (
        <ConfirmDialog
          trigger={t('userActions.anonymise')}
          title={t('userActions.anonymiseTitle')}
          body={t('userActions.anonymiseBody')}
          confirm={t('userActions.anonymiseConfirm')}
          pending={anonymise.isPending}
          canConfirm={typed.trim() !== ''}
          onConfirm={async () => {
            const answer = await anonymise.mutateAsync({ email: typed });
            toast.success(answer.message);
            await navigate('/admin');
          }}
        >
          <label htmlFor={typedId} className="mb-1 block text-sm font-medium text-fg">
            {t('userActions.anonymiseLabel')}
          </label>
          <input
            id={typedId}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={inputClass}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
