import type { PrivacySettingsBody } from '@mustashar/contracts';
import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert, Switch } from '@/components/ui/form-field';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePrivacy } from '../api/get-privacy';
import { useSecurity } from '../api/get-security';
import { useUpdateLoginNotifications } from '../api/update-login-notifications';
import { useUpdatePrivacy } from '../api/update-privacy';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageHeader } from '../components/page-header';
import { TwoFactorSection } from '../components/two-factor-section';

const PRIVACY_KEYS = ['shareAnalytics', 'personalizedAds', 'activityTracking', 'emailMarketing'] as const;
/** The default privacy settings, shown until the server answers. */
const PRIVACY_DEFAULTS: PrivacySettingsBody = {
  shareAnalytics: true,
  personalizedAds: false,
  activityTracking: true,
  emailMarketing: false,
};

function PrivacyCard() {
  const { t } = useTranslation('account');
  const privacy = usePrivacy();
  const save = useUpdatePrivacy();
  const [draft, setDraft] = useState<PrivacySettingsBody>(PRIVACY_DEFAULTS);
  useEffect(() => {
    if (privacy.data) setDraft(privacy.data);
  }, [privacy.data]);

  const submit = async () => {
    try {
      const response = await save.mutateAsync(draft);
      toast.success(response.message || t('security.privacy.saved'));
    } catch (err) {
      toast.error(err instanceof ApiError && err.message ? err.message : t('security.privacy.failed'));
    }
  };

  return (
    <Card aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="text-lg font-bold text-fg">
        {t('security.privacy.title')}
      </h2>
      <div className="mt-2 divide-y divide-border">
        {PRIVACY_KEYS.map((key) => (
          <Switch
            key={key}
            checked={draft[key]}
            onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
            label={t(`security.privacy.${key}.label`)}
            description={t(`security.privacy.${key}.description`)}
          />
        ))}
      </div>
      <Button className="mt-4" onClick={submit} disabled={save.isPending || privacy.isLoading}>
        {save.isPending ? <Spinner className="size-4" /> : null}
        {t('security.privacy.save')}
      </Button>
    </Card>
  );
}

export function SecurityPage() {
  const { t } = useTranslation('account');
  const security = useSecurity();
  const notifications = useUpdateLoginNotifications();

  const toggleNotifications = (enabled: boolean) => {
    notifications.mutate(enabled, {
      onSuccess: (data) => toast.success(data.message || t('security.notifications.saved')),
      onError: () => toast.error(t('security.notifications.failed')),
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('dashboard.security.title')} body={t('dashboard.security.body')} />
      {security.isLoading ? (
        <PageLoader />
      ) : security.isError || !security.data ? (
        <FormAlert>{t('security.loadFailed')}</FormAlert>
      ) : (
        <div className="space-y-6">
          <Card aria-labelledby="password-title">
            <h2 id="password-title" className="mb-4 text-lg font-bold text-fg">
              {t(security.data.hasPassword ? 'security.password.title' : 'security.password.setTitle')}
            </h2>
            <ChangePasswordForm hasPassword={security.data.hasPassword} />
          </Card>
          <Card aria-labelledby="twofactor-title">
            <h2 id="twofactor-title" className="mb-4 text-lg font-bold text-fg">
              {t('security.twoFactor.title')}
            </h2>
            <TwoFactorSection enabled={security.data.twoFactorEnabled} />
          </Card>
          <Card>
            <Switch
              checked={security.data.loginNotifications}
              onChange={toggleNotifications}
              label={t('security.notifications.label')}
              description={t('security.notifications.description')}
            />
          </Card>
          <PrivacyCard />
          <aside className="flex gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-5">
            <Lightbulb aria-hidden="true" className="size-6 shrink-0 text-accent-text" />
            <div>
              <h2 className="font-bold text-fg">{t('security.tip.title')}</h2>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t('security.tip.body')}</p>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
