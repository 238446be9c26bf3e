import { NotificationSettingsSchema } from '@mustashar/contracts';
import { BellRing, Clock3 } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Form, FormField, FormSubmit } from '@/components/ui/form';
import { Switch } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { NOTIFICATION_DEFAULTS, useNotificationSettings } from '../api/get-notifications';
import { useUpdateNotifications } from '../api/update-notifications';
import { PageHeading } from '../components/page-heading';
import { toast } from '../lib/toast';

const TABS = ['realtime', 'summary', 'system'] as const;
type Tab = (typeof TABS)[number];

const EmailSettingsSchema = NotificationSettingsSchema.pick({
  emailInvoices: true,
  emailFailures: true,
  emailReminders: true,
});

function RealTimePanel() {
  const { t } = useTranslation('billing');
  const settings = useNotificationSettings();
  const save = useUpdateNotifications();
  const pick = ({ emailInvoices, emailFailures, emailReminders }: typeof NOTIFICATION_DEFAULTS) => ({
    emailInvoices,
    emailFailures,
    emailReminders,
  });
  const switches = [
    ['emailInvoices', 'notifications.emailInvoices', 'notifications.emailInvoicesBody'],
    ['emailFailures', 'notifications.emailFailures', 'notifications.emailFailuresBody'],
    ['emailReminders', 'notifications.emailReminders', 'notifications.emailRemindersBody'],
  ] as const;

  return (
    // The defaults until the settings load; a failed load is ignored, and the defaults can be saved.
    <Form
      schema={EmailSettingsSchema}
      defaultValues={pick(NOTIFICATION_DEFAULTS)}
      values={settings.data ? pick(settings.data) : undefined}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(values);
          toast.success(t('notifications.saved'));
        } catch (error) {
          toast.error(error instanceof ApiError && error.message ? error.message : t('notifications.failed'));
        }
      }}
    >
      <div className="divide-y divide-border">
        {switches.map(([name, label, description]) => (
          <FormField
            key={name}
            name={name}
            render={({ field }) => (
              <Switch
                checked={Boolean(field.value)}
                onChange={field.onChange}
                label={t(label)}
                description={t(description)}
              />
            )}
          />
        ))}
      </div>
      <FormSubmit className="mt-5" disabled={settings.isLoading}>
        {t('notifications.save')}
      </FormSubmit>
    </Form>
  );
}

function ComingSoon() {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-col items-center py-8 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-surface-2 text-muted">
        <Clock3 aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-3 font-semibold text-fg">{t('notifications.comingSoon')}</p>
      <p className="mt-1 max-w-sm text-sm text-muted">{t('notifications.comingSoonBody')}</p>
    </div>
  );
}

/** /dashboard/notifications: Real-Time works; Summary Reports and System are coming soon. */
export function NotificationsPage() {
  const { t } = useTranslation('billing');
  const id = useId();
  const [tab, setTab] = useState<Tab>('realtime');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    realtime: null,
    summary: null,
    system: null,
  });

  // Arrow keys move between tabs (WAI-ARIA tabs pattern), following the reading direction.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Tab | undefined;
    if (step) next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length];
    if (event.key === 'Home') next = TABS[0];
    if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <Card>
        <div
          role="tablist"
          aria-label={t('notifications.title')}
          onKeyDown={onKeyDown}
          className="-mx-1 mb-4 flex gap-1 overflow-x-auto border-b border-border px-1"
        >
          {TABS.map((key) => (
            <button
              key={key}
              ref={(el) => {
                tabRefs.current[key] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`${id}-panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                tab === key ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {key === 'realtime' ? <BellRing aria-hidden="true" className="size-4" /> : null}
              {t(`notifications.tabs.${key}`)}
            </button>
          ))}
        </div>
        {TABS.map((key) => (
          <div
            key={key}
            role="tabpanel"
            id={`${id}-panel-${key}`}
            aria-labelledby={`${id}-tab-${key}`}
            hidden={tab !== key}
          >
            {tab === key ? key === 'realtime' ? <RealTimePanel /> : <ComingSoon /> : null}
          </div>
        ))}
      </Card>
    </div>
  );
}
