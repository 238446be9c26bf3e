import type { TwoFactorSetupResponse } from '@mustashar/contracts';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CodeField, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { useUpdateTwoFactor } from '../api/update-two-factor';

type Mode = 'idle' | 'enrolling' | 'codes' | 'disabling';

/** Enable: QR from the server → code from the app → recovery codes shown once. Disable: a code or the password. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  const setup = useSetupTwoFactor();
  const update = useUpdateTwoFactor();
  const [mode, setMode] = useState<Mode>('idle');
  const [enrolment, setEnrolment] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const failed = (err: unknown) => {
    const message = err instanceof ApiError && err.message ? err.message : t('security.twoFactor.failed');
    setError(message);
    toast.error(message);
  };

  const start = async () => {
    setError(null);
    try {
      setEnrolment(await setup.mutateAsync());
      setCode('');
      setMode('enrolling');
    } catch (err) {
      failed(err);
    }
  };

  const confirmEnable = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const response = await update.mutateAsync({ enabled: true, code });
      toast.success(response.message || t('security.twoFactor.enabled'));
      setCodes(response.recoveryCodes ?? []);
      setMode('codes');
    } catch (err) {
      failed(err);
    }
  };

  const confirmDisable = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const response = await update.mutateAsync({
        enabled: false,
        code: code.trim() || undefined,
        password: password || undefined,
      });
      toast.success(response.message || t('security.twoFactor.disabled'));
      setMode('idle');
      setCode('');
      setPassword('');
    } catch (err) {
      failed(err);
    }
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
      <form noValidate onSubmit={confirmEnable} className="space-y-4">
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
            <CodeField label={t('security.twoFactor.codeLabel')} value={code} onValueChange={setCode} />
          </div>
        </div>
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending || code.length !== 6}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            {t('security.twoFactor.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('idle')}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    );
  }

  if (mode === 'disabling') {
    return (
      <form noValidate onSubmit={confirmDisable} className="space-y-4">
        <p className="text-sm text-muted">{t('security.twoFactor.disableIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('security.twoFactor.codeOrRecovery')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            dir="ltr"
          />
          <PasswordField
            label={t('security.twoFactor.orPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending || (!code.trim() && !password)}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            {t('security.twoFactor.disable')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('idle')}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
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
