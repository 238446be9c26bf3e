import { MessageSquareOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** /chat/<id> that opens nothing here: a bad or deleted id, another account's, or a guest's bookmark. */
export function ConversationMissing({ signedIn, onNewChat }: { signedIn: boolean; onNewChat: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <section
      role="alert"
      aria-labelledby="chat-missing-title"
      data-testid="conversation-missing"
      className="mx-auto mt-6 max-w-lg rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
    >
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-surface-2 text-muted">
        <MessageSquareOff aria-hidden="true" className="size-6" />
      </span>
      <h2 id="chat-missing-title" className="mt-4 text-lg font-bold text-fg">
        {t('missing.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {t(signedIn ? 'missing.body' : 'missing.guestBody')}
      </p>
      <div className="mt-5 flex flex-col items-center gap-3">
        <Button onClick={onNewChat}>{t('sidebar.newChat')}</Button>
        {signedIn ? null : (
          <Link to="/login" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
            {t('missing.signIn')}
          </Link>
        )}
      </div>
    </section>
  );
}
