import { Cookie, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const card =
  'mx-auto mt-6 max-w-lg rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8';

/** The trial needs cookies: opened directly, the chat asks for them itself. */
export function ConsentNotice({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <section className={card} aria-labelledby="chat-consent-title">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-accent/20 text-accent-text">
        <Cookie aria-hidden="true" className="size-6" />
      </span>
      <h2 id="chat-consent-title" className="mt-4 text-lg font-bold text-fg">
        {t('trial.consentTitle')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('trial.consentBody')}</p>
      <div className="mt-5 flex flex-col items-center gap-3">
        <Button onClick={onAccept}>{t('trial.accept')}</Button>
        <Link to="/cookies" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          {t('trial.cookiePolicy')}
        </Link>
      </div>
    </section>
  );
}

/** 451: the chat is blocked for VPN/proxy networks; turning it off and retrying lets the user in. */
export function VpnNotice({ message, onRetry }: { message?: string | null; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <section role="alert" className={card} aria-labelledby="chat-vpn-title">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-950/50 dark:text-red-300">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h2 id="chat-vpn-title" className="mt-4 text-lg font-bold text-fg">
        {t('vpn.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{message || t('vpn.body')}</p>
      <Button className="mt-5" variant="outline" onClick={onRetry}>
        {t('vpn.retry')}
      </Button>
    </section>
  );
}

export function StartingNotice() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-muted">
      <Spinner className="size-5 text-primary" />
      <span>{t('trial.starting')}</span>
    </div>
  );
}
