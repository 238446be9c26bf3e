import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

export function ChatPage() {
  const { t } = useTranslation('account');
  return (
    <PageIntro
      title={t('chat.title')}
      body={t('chat.body')}
      icon={<MessagesSquare aria-hidden="true" className="size-7" />}
    />
  );
}
