import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useOutletContext } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session';
import { ChatScreen } from '../components/chat-screen';

/** What the app shell hands the chat (app/layouts/chat-layout.tsx). */
export interface ChatOutletContext {
  tools?: ReactNode;
}

/**
 * Guests chat on the free trial; subscribers chat without limits; signed in
 * without a subscription goes to /dashboard (the subscription gate). The stored user may be out of date (just
 * subscribed), so the server is asked before sending anyone away.
 */
export function ChatPage() {
  const { t } = useTranslation('common');
  const { user, isLoading, refresh } = useAuth();
  const context = useOutletContext<ChatOutletContext | undefined>();
  const [checking, setChecking] = useState(() => user !== null && !user.subscriptionActive);

  useEffect(() => {
    if (!checking) return;
    void refresh().finally(() => setChecking(false));
  }, [checking, refresh]);

  if (isLoading || checking) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-primary">
        <Spinner className="size-8" label={t('a11y.loading')} />
      </div>
    );
  }
  if (user && !user.subscriptionActive) return <Navigate to="/dashboard" replace />;
  const owner = user?.id ?? null;
  return <ChatScreen key={owner ?? 'guest'} owner={owner} tools={context?.tools} />;
}
