import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { UserSearch } from '../components/user-search';

export function AdminUsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="space-y-6">
      <PageMeta title={`${t('users.title')} | ${t('common:app.name')}`} />
      <h1 className="text-2xl font-bold text-fg">{t('users.title')}</h1>
      <UserSearch />
    </div>
  );
}
