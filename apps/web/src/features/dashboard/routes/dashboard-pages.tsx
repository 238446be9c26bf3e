import { Bell, LayoutDashboard, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { useAuth } from '@/features/auth';

function DashboardIntro({ page, icon }: { page: string; icon: ReactNode }) {
  const { t } = useTranslation('account');
  return <PageIntro title={t(`dashboard.${page}.title`)} body={t(`dashboard.${page}.body`)} icon={icon} />;
}

/** A welcome for now; the billing issue adds usage, subscription and stats cards. */
export function DashboardHomePage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const name = user?.name ?? user?.email ?? '';
  return (
    <PageIntro
      title={t('dashboard.home.welcome', { name })}
      body={t('dashboard.home.body')}
      icon={<LayoutDashboard aria-hidden="true" className="size-7" />}
      showDefaultLinks={false}
      actions={
        <>
          <ButtonLink to="/chat">{t('dashboard.home.startChat')}</ButtonLink>
          <ButtonLink to="/dashboard/settings" variant="outline">
            {t('dashboard.nav.settings')}
          </ButtonLink>
        </>
      }
    />
  );
}
export const TeamPage = () => (
  <DashboardIntro page="team" icon={<Users aria-hidden="true" className="size-7" />} />
);
export const NotificationsPage = () => (
  <DashboardIntro page="notifications" icon={<Bell aria-hidden="true" className="size-7" />} />
);
