import { Check, Copy, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormSubmit, TextFormField } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
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

/** Blank turns the webhook off; otherwise an https address. */
const WebhookSchema = z.object({
  webhookUrl: z
    .string()
    .trim()
    .refine((value) => !value || isHttpsUrl(value)),
});

function WebhookForm() {
  const { t } = useTranslation('billing');
  const settings = useNotificationSettings();
  const save = useUpdateNotifications();
  const saved = settings.data?.webhookUrl ?? '';
  const secret = settings.data?.webhookSecret;

  return (
    // Once the settings load, the form starts again from the saved address.
    <Form
      key={saved}
      schema={WebhookSchema}
      defaultValues={{ webhookUrl: saved }}
      messages={{ webhookUrl: 'billing:developers.webhookInvalid' }}
      onSubmit={async ({ webhookUrl }) => {
        try {
          await save.mutateAsync({ webhookUrl });
          toast.success(t('developers.saved'));
        } catch (failure) {
          toast.error(
            failure instanceof ApiError && failure.message ? failure.message : t('developers.failed'),
          );
        }
      }}
    >
      <TextFormField
        name="webhookUrl"
        className="[&_input]:text-start"
        label={t('developers.webhook')}
        type="url"
        inputMode="url"
        hint={t('developers.webhookHint')}
      />
      <FormSubmit className="mt-5" disabled={settings.isLoading}>
        {t('developers.save')}
      </FormSubmit>
      {secret ? <SigningSecret secret={secret} /> : null}
    </Form>
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
