import { type TwoFactorSetupResponse, TwoFactorUpdateRequestSchema } from '@mustashar/contracts';
import { VERIFICATION } from '@mustashar/contracts/constants';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  CodeFormField,
  Form,
  FormError,
  FormSubmit,
  PasswordFormField,
  TextFormField,
} from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { useUpdateTwoFactor } from '../api/update-two-factor';

const EnableSchema = z.object({ code: z.string().length(VERIFICATION.codeLength) });

/** Turning it off takes a code (from the app or a recovery code) or the password: either will do. */
const DisableSchema = TwoFactorUpdateRequestSchema.pick({ code: true, password: true })
  .required()
  .refine((values) => Boolean(values.code || values.password));

type Mode = 'idle' | 'enrolling' | 'codes' | 'disabling';

/** Enable: QR from the server → code from the app → recovery codes shown once. Disable: a code or the password. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  const setup = useSetupTwoFactor();
  const update = useUpdateTwoFactor();
  const [mode, setMode] = useState<Mode>('idle');
  const [enrolment, setEnrolment] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const failedMessage = (err: unknown) =>
    err instanceof ApiError && err.message ? err.message : t('security.twoFactor.failed');

  /** Runs a change, toasting its failure; the form also shows it. */
  const attempt = async <T,>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (err) {
      toast.error(failedMessage(err));
      throw err;
    }
  };

  const start = async () => {
    setError(null);
    try {
      setEnrolment(await attempt(() => setup.mutateAsync()));
      setMode('enrolling');
    } catch (err) {
      setError(failedMessage(err));
    }
  };

  const confirmEnable = async ({ code }: { code: string }) => {
    const response = await attempt(() => update.mutateAsync({ enabled: true, code }));
    toast.success(response.message || t('security.twoFactor.enabled'));
    setCodes(response.recoveryCodes ?? []);
    setMode('codes');
  };

  const confirmDisable = async ({ code, password }: { code: string; password: string }) => {
    const response = await attempt(() =>
      update.mutateAsync({ enabled: false, code: code || undefined, password: password || undefined }),
    );
    toast.success(response.message || t('security.twoFactor.disabled'));
    setMode('idle');
  };

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.twoFactor.copied'));
    } catch {
      toast.error(t('security.twoFactor.copyFailed'));
    }
  };

  if (mode === 'codes') {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{t('security.twoFactor.codesIntro')}</FormAlert>
        <ul
          dir="ltr"
          className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-4 font-mono text-sm sm:grid-cols-3"
        >
          {codes.map((c) => (
            <li key={c} className="text-center text-fg">
              {c}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={copyCodes}>
            <Copy aria-hidden="true" className="size-4" />
            {t('security.twoFactor.copy')}
          </Button>
          <Button onClick={() => setMode('idle')}>{t('security.twoFactor.done')}</Button>
        </div>
      </div>
    );
  }

  if (mode === 'enrolling' && enrolment) {
    return (
      <Form
        schema={EnableSchema}
        defaultValues={{ code: '' }}
        failureMessage={t('security.twoFactor.failed')}
        onSubmit={confirmEnable}
        className="space-y-4"
      >
        {(form) => (
          <>
            <p className="text-sm text-muted">{t('security.twoFactor.scan')}</p>
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <img
                src={enrolment.qrDataUrl}
                alt={t('security.twoFactor.qrAlt')}
                width={176}
                height={176}
                className="size-44 rounded-xl border border-border bg-white p-2"
              />
              <div className="min-w-0 flex-1 space-y-3">
                <p className="text-sm text-muted">{t('security.twoFactor.manual')}</p>
                <code dir="ltr" className="block rounded-lg bg-surface-2 p-2 text-sm break-all text-fg">
                  {enrolment.secret}
                </code>
                <CodeFormField name="code" label={t('security.twoFactor.codeLabel')} />
              </div>
            </div>
            <FormError />
            <div className="flex flex-wrap gap-3">
              {/* Off until the code is whole, so there is nothing to say about a missing one. */}
              <FormSubmit disabled={!EnableSchema.safeParse(form.watch()).success}>
                {t('security.twoFactor.confirm')}
              </FormSubmit>
              <Button variant="ghost" onClick={() => setMode('idle')}>
                {t('actions.cancel')}
              </Button>
            </div>
          </>
        )}
      </Form>
    );
  }

  if (mode === 'disabling') {
    return (
      <Form
        schema={DisableSchema}
        defaultValues={{ code: '', password: '' }}
        failureMessage={t('security.twoFactor.failed')}
        onSubmit={confirmDisable}
        className="space-y-4"
      >
        {(form) => (
          <>
            <p className="text-sm text-muted">{t('security.twoFactor.disableIntro')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextFormField
                name="code"
                label={t('security.twoFactor.codeOrRecovery')}
                autoComplete="one-time-code"
                dir="ltr"
              />
              <PasswordFormField
                name="password"
                label={t('security.twoFactor.orPassword')}
                autoComplete="current-password"
              />
            </div>
            <FormError />
            <div className="flex flex-wrap gap-3">
              <FormSubmit disabled={!DisableSchema.safeParse(form.watch()).success}>
                {t('security.twoFactor.disable')}
              </FormSubmit>
              <Button variant="ghost" onClick={() => setMode('idle')}>
                {t('actions.cancel')}
              </Button>
            </div>
          </>
        )}
      </Form>
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-center gap-3">
        {enabled ? (
          <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-6 text-muted" />
        )}
        <div>
          <p className="font-medium text-fg">
            {t(enabled ? 'security.twoFactor.statusOn' : 'security.twoFactor.statusOff')}
          </p>
          <p className="text-sm text-muted">{t('security.twoFactor.description')}</p>
        </div>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {enabled ? (
        <Button variant="outline" onClick={() => setMode('disabling')}>
          {t('security.twoFactor.disable')}
        </Button>
      ) : (
        <Button onClick={start} disabled={setup.isPending}>
          {setup.isPending ? <Spinner className="size-4" /> : null}
          {t('security.twoFactor.enable')}
        </Button>
      )}
    </div>
  );
}
