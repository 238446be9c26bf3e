import { TRIAL } from '@mustashar/contracts/constants';
import { BookOpenText, Clock, Crown, House } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { ChatDialog } from './chat-dialog';

/**
 * Where a guest goes to subscribe: a guest has no account yet, so registration comes first (it then leads on to the
 * plans); one who has an account follows the log-in link, which comes back to the plans.
 */
const SIGN_UP = '/register';
const LOG_IN = '/login?returnTo=/pricing';

/**
 * The blocking modal at the trial's end — title, message, Subscribe (registration), Home (/), a link to log in
 * instead, and a 30-second countdown that then goes to registration. "Read my last answer" trades it (and the
 * countdown) for a bar at the bottom, so the answer the trial ended on can still be read.
 */
export function LimitModal({ open, message }: { open: boolean; message?: string | null }) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const [left, setLeft] = useState<number>(TRIAL.limitModalRedirectSeconds);
  const [reading, setReading] = useState(false);
  const subscribe = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || reading) return;
    setLeft(TRIAL.limitModalRedirectSeconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = TRIAL.limitModalRedirectSeconds - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
    }, 1000);
    return () => clearInterval(timer);
  }, [open, reading]);

  useEffect(() => {
    if (open && !reading && left <= 0) navigate(SIGN_UP);
  }, [open, reading, left, navigate]);

  if (open && reading) {
    return (
      <section
        aria-labelledby="limit-bar-title"
        data-testid="limit-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-200 bg-surface/95 px-4 py-3 shadow-2xl backdrop-blur dark:border-gold-800/60"
      >
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2">
          <p id="limit-bar-title" className="min-w-0 flex-1 text-sm font-semibold text-fg">
            {t('limit.title')}
          </p>
          <Button size="sm" variant="gold" onClick={() => navigate(SIGN_UP)}>
            <Crown aria-hidden="true" className="size-4" />
            {t('limit.subscribe')}
          </Button>
          <Link to={LOG_IN} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
            {t('limit.login')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <ChatDialog
      open={open}
      onOpenChange={() => {}}
      blocking
      title={t('limit.title')}
      description={message || t('limit.body')}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        subscribe.current?.focus();
      }}
    >
      <p
        className="mt-4 flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm text-fg"
        aria-live="off"
      >
        <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span data-testid="limit-countdown">
          {t('limit.countdown', { seconds: formatNumber(left, i18n.resolvedLanguage) })}
        </span>
      </p>
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <Button ref={subscribe} variant="gold" onClick={() => navigate(SIGN_UP)}>
          <Crown aria-hidden="true" className="size-4" />
          {t('limit.subscribe')}
        </Button>
        <Button variant="outline" onClick={() => navigate('/')}>
          <House aria-hidden="true" className="size-4" />
          {t('limit.home')}
        </Button>
      </div>
      <Button variant="ghost" className="mt-2 w-full" onClick={() => setReading(true)}>
        <BookOpenText aria-hidden="true" className="size-4" />
        {t('limit.read')}
      </Button>
      <p className="mt-4 text-center text-sm text-muted">
        {t('limit.haveAccount')}{' '}
        <Link to={LOG_IN} className="font-medium text-primary underline-offset-2 hover:underline">
          {t('limit.login')}
        </Link>
      </p>
    </ChatDialog>
  );
}
