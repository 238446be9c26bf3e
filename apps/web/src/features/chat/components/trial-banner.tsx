import { UPGRADE_PROMPT_USAGE } from '@mustashar/contracts/constants';
import { Crown, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { formatTimeLeft } from '../lib/format';

/**
 * How much of the trial is used, 0–1: the larger of its messages and its time (either running out ends it).
 */
export function trialUsage(
  now: number,
  endsAt: number | null,
  durationMs: number | null,
  messagesLeft: number | null,
  messagesLimit: number | null,
): number {
  const byMessages =
    messagesLeft !== null && messagesLimit ? (messagesLimit - messagesLeft) / messagesLimit : 0;
  const byTime = endsAt !== null && durationMs ? 1 - Math.max(0, endsAt - now) / durationMs : 0;
  return Math.min(1, Math.max(0, byMessages, byTime));
}

/**
 * The guest's time-remaining banner; its session timer ticks every second. Past 70% of the trial used (the point
 * where non-subscribers are offered an upgrade) it says so and offers the plans more strongly.
 */
export function TrialBanner({
  endsAt,
  messagesLeft,
  messagesLimit = null,
  durationMs = null,
}: {
  endsAt: number | null;
  messagesLeft: number | null;
  messagesLimit?: number | null;
  durationMs?: number | null;
}) {
  const { t, i18n } = useTranslation('chat');
  const lng = i18n.resolvedLanguage;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    // A new deadline is read against the time now, not the last tick (which would show 1:00:01 for an hour).
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  if (endsAt === null && messagesLeft === null) return null;
  const upgrade = trialUsage(now, endsAt, durationMs, messagesLeft, messagesLimit) > UPGRADE_PROMPT_USAGE;
  return (
    <div
      data-testid="trial-banner"
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 border-b border-gold-200 bg-gold-50 px-3 py-1.5 text-sm text-gold-900 sm:px-6 dark:border-gold-800/60 dark:bg-gold-900/30 dark:text-gold-100"
    >
      <span className="font-semibold">{t('trial.label')}</span>
      {endsAt !== null ? (
        <span className="inline-flex items-center gap-1.5">
          <Timer aria-hidden="true" className="size-4" />
          <span role="timer" aria-live="off">
            {t('trial.timeLeft', { time: formatTimeLeft(endsAt - now, lng) })}
          </span>
        </span>
      ) : null}
      {messagesLeft !== null ? (
        <span data-testid="trial-messages-left">
          {t('trial.messagesLeft', { n: formatNumber(messagesLeft, lng) })}
        </span>
      ) : null}
      {upgrade ? (
        <span data-testid="trial-upgrade" role="status" className="font-semibold">
          {t('trial.almostUsed')}
        </span>
      ) : null}
      <Link
        to="/pricing"
        className="ms-auto inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-accent px-3 text-xs font-semibold text-accent-fg hover:bg-gold-300"
      >
        <Crown aria-hidden="true" className="size-3.5" />
        {t(upgrade ? 'trial.upgrade' : 'trial.subscribe')}
      </Link>
    </div>
  );
}
