import { Check, Copy, Webhook } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useTeam } from '@/lib/api/team';
import { ApiError } from '@/lib/api-client';
import { useNotificationSettings } from '../api/get-notifications';
import { useUpdateNotifications } from '../api/update-notifications';
import { PageHeading } from '../components/page-heading';
import { toast } from '../lib/toast';

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function SigningSecret({ secret }: { secret: string }) {
  const { t } = useTranslation('billing');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-6">
      {/* The whole key on as many lines as it needs: a field cut it off at its edge. The caption names it. */}
      <figure>
        <figcaption className="mb-1.5 text-sm font-medium text-fg">{t('developers.secret')}</figcaption>
        <code
          dir="ltr"
          className="block rounded-xl border border-border bg-surface-2 px-3 py-2 font-mono text-sm break-all text-fg select-all"
        >
          {secret}
        </code>
      </figure>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={copy} aria-live="polite">
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('developers.copied') : t('developers.copy')}
        </Button>
        <p className="text-xs text-muted">{t('developers.secretHint')}</p>
      </div>
    </div>
  );
}

function WebhookForm() {
  const { t } = useTranslation('billing');
  const settings = useNotificationSettings();
  const save = useUpdateNotifications();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setUrl(settings.data.webhookUrl ?? '');
  }, [settings.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const webhookUrl = url.trim();
    if (webhookUrl && !isHttpsUrl(webhookUrl)) {
      setError(t('developers.webhookInvalid'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ webhookUrl });
      toast.success(t('developers.saved'));
    } catch (failure) {
      const message =
        failure instanceof ApiError && typeof failure.body.message === 'string' && failure.body.message
          ? failure.body.message
          : t('developers.failed');
      toast.error(message);
    }
  };

  const secret = settings.data?.webhookSecret;
  return (
    <form noValidate onSubmit={submit}>
      <TextField
        className="[&_input]:text-start"
        label={t('developers.webhook')}
        type="url"
        dir="ltr"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        hint={t('developers.webhookHint')}
        error={error}
      />
      <Button type="submit" className="mt-5" disabled={save.isPending || settings.isLoading}>
        {save.isPending ? <Spinner className="size-4" /> : null}
        {t('developers.save')}
      </Button>
      {secret ? <SigningSecret secret={secret} /> : null}
    </form>
  );
}

/** /dashboard/developers: payment webhooks for a business's own systems, for the account's owner only. */
export function DevelopersPage() {
  const { t } = useTranslation('billing');
  const team = useTeam();
  const owner = team.data?.canManage === true;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t('developers.title')} subtitle={t('developers.subtitle')} />
      <Card>
        <div className="mb-4 flex items-center gap-2">
          <Webhook aria-hidden="true" className="size-5 text-primary" />
          <h2 className="font-bold text-fg">{t('developers.webhookTitle')}</h2>
        </div>
        {team.isLoading ? (
          <Spinner className="size-5" />
        ) : owner ? (
          <WebhookForm />
        ) : (
          <FormAlert tone="info">{t('developers.ownerOnly')}</FormAlert>
        )}
      </Card>
    </div>
  );
}
