import {
  Bell,
  ChevronLeft,
  CircleHelp,
  CreditCard,
  Languages,
  Palette,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTheme } from '@/components/theme/theme-provider';
import { Card } from '@/components/ui/card';
import { EmailText } from '@/components/ui/email-address';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useAuth } from '@/lib/session';
import { APPEARANCES } from '@/lib/theme';
import { useProfile } from '../api/get-profile';
import { ConsentRecordCard } from '../components/consent-record-card';
import { DataExportCard } from '../components/data-export-card';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PageHeader } from '../components/page-header';

const LINK_CARDS = [
  { to: '/dashboard/billing', key: 'billing', Icon: CreditCard },
  { to: '/dashboard/notifications', key: 'notifications', Icon: Bell },
  { to: '/dashboard/profile', key: 'profile', Icon: UserRound },
  { to: '/dashboard/security', key: 'security', Icon: ShieldCheck },
] as const;

const CHIPS = [
  { to: '/dashboard/profile', key: 'profile' },
  { to: '/dashboard/security', key: 'security' },
  { to: '/dashboard/billing', key: 'billing' },
  { to: '/help', key: 'help' },
  { to: '/contact', key: 'contact' },
] as const;

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex flex-wrap gap-1 rounded-xl bg-surface-2 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          lang={option.lang}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-10 rounded-lg px-3 text-sm font-medium transition-colors',
            value === option.value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

export function SettingsPage() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const { user } = useAuth();
  const { appearance, setAppearance } = useTheme();
  const profile = useProfile();
  const active = user?.subscriptionActive === true;
  const memberSince = profile.data?.profile.memberSince;

  const languageOptions = [
    { value: 'ar' as const, label: 'العربية', lang: 'ar' },
    { value: 'en' as const, label: 'English', lang: 'en' },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('dashboard.settings.title')} body={t('dashboard.settings.body')} />

      <div className="grid gap-4 sm:grid-cols-3">
        <Card className="p-4 sm:p-5">
          <p className="text-sm text-muted">{t('settings.status')}</p>
          <p className={cn('mt-1 text-lg font-bold', active ? 'text-primary' : 'text-fg')}>
            {t(active ? 'settings.active' : 'settings.inactive')}
          </p>
        </Card>
        <Card className="p-4 sm:p-5">
          <p className="text-sm text-muted">{t('settings.type')}</p>
          <p className="mt-1 text-lg font-bold text-fg">{t(active ? 'settings.premium' : 'settings.free')}</p>
        </Card>
        <Card className="p-4 sm:p-5">
          <p className="text-sm text-muted">{t('settings.language')}</p>
          <div className="mt-1 flex items-center justify-between gap-2">
            <p className="text-lg font-bold text-fg">{lng === 'en' ? 'English' : 'العربية'}</p>
            <button
              type="button"
              onClick={() => void i18n.changeLanguage(lng === 'en' ? 'ar' : 'en')}
              className="min-h-10 rounded-lg px-3 text-sm font-medium text-primary hover:bg-surface-2"
            >
              {t('settings.switchLanguage')}
            </button>
          </div>
        </Card>
      </div>

      <nav aria-label={t('settings.quickAccess')}>
        <ul className="flex flex-wrap gap-2">
          {CHIPS.map((chip) => (
            <li key={chip.to}>
              <Link
                to={chip.to}
                className="inline-flex min-h-10 items-center rounded-full border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-surface-2"
              >
                {t(`settings.chips.${chip.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-4 sm:grid-cols-2">
        {LINK_CARDS.map(({ to, key, Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-fg">{t(`settings.cards.${key}.title`)}</span>
              <span className="block text-sm text-muted">{t(`settings.cards.${key}.body`)}</span>
            </span>
            <ChevronLeft aria-hidden="true" className="size-5 text-muted ltr:rotate-180" />
          </Link>
        ))}
        <Card className="flex flex-col gap-3">
          <div className="flex items-center gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
              <Palette aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="font-bold text-fg">{t('settings.cards.personalization.title')}</h2>
              <p className="text-sm text-muted">{t('settings.cards.personalization.body')}</p>
            </div>
          </div>
          <Segmented
            label={t('common:theme.label')}
            value={appearance}
            onChange={setAppearance}
            options={APPEARANCES.map((a) => ({ value: a, label: t(`common:theme.${a}`) }))}
          />
        </Card>
        <Card className="flex flex-col gap-3">
          <div className="flex items-center gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
              <Languages aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="font-bold text-fg">{t('settings.cards.language.title')}</h2>
              <p className="text-sm text-muted">{t('settings.cards.language.body')}</p>
            </div>
          </div>
          <Segmented
            label={t('settings.language')}
            value={lng}
            onChange={(value) => void i18n.changeLanguage(value)}
            options={languageOptions}
          />
        </Card>
      </div>

      <Card aria-labelledby="summary-title">
        <h2 id="summary-title" className="text-lg font-bold text-fg">
          {t('settings.summary.title')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('auth.fields.email')}</dt>
            <dd className="mt-1 font-medium text-fg">
              {user?.email ? <EmailText email={user.email} /> : t('settings.summary.notSet')}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('settings.summary.memberSince')}</dt>
            <dd className="mt-1 font-medium text-fg">
              {memberSince ? formatDate(memberSince, lng) : t('settings.summary.notSet')}
            </dd>
          </div>
        </dl>
        <Link
          to="/help"
          className="mt-4 inline-flex min-h-10 items-center gap-2 text-sm font-medium text-primary hover:underline"
        >
          <CircleHelp aria-hidden="true" className="size-4" />
          {t('settings.summary.help')}
        </Link>
      </Card>

      <ConsentRecordCard />

      <DataExportCard />

      <Card className="border-red-300 dark:border-red-900">
        <h2 className="text-lg font-bold text-red-700 dark:text-red-300">{t('delete.zoneTitle')}</h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('delete.zoneBody')}</p>
        <DeleteAccountDialog variant="settings" />
      </Card>
    </div>
  );
}
