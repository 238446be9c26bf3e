import { UNLIMITED_CHAT_TOTAL, UPGRADE_PROMPT_USAGE } from '@mustashar/contracts/constants';
import {
  CalendarCheck,
  CalendarClock,
  Crown,
  Download,
  Gift,
  Landmark,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  RefreshCw,
  Repeat,
  Settings,
  Sparkles,
  Trophy,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlanCheckout } from '@/components/checkout/plan-checkout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { usePlansQuery } from '@/lib/api/plans';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useOffer } from '@/lib/offer';
import { useAuth } from '@/lib/session';
import { useStats } from '../api/get-stats';
import { usePlanLabel } from '../api/plan-label';
import { type DashboardView, sampleStats, shouldOfferUpgrade, usagePercent } from '../lib/stats';

const QUICK_ACTIONS: { to: string; key: string; Icon: LucideIcon }[] = [
  { to: '/chat', key: 'chat', Icon: MessagesSquare },
  { to: '/dashboard/billing', key: 'renew', Icon: RefreshCw },
  { to: '/dashboard/packages', key: 'changePlan', Icon: Repeat },
  { to: '/dashboard/settings', key: 'settings', Icon: Settings },
  { to: '/library', key: 'library', Icon: Landmark },
];

function dateOrRaw(value: string | null, lng: string | undefined): string {
  if (!value) return '';
  return formatDate(value, lng, { dateStyle: 'long' }) || value;
}

function UsageCard({ stats, subscribed }: { stats: DashboardView; subscribed: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const { used, total, resetDate } = stats.chatUsage;
  const unlimited = total >= UNLIMITED_CHAT_TOTAL;
  const percent = usagePercent(stats);
  return (
    <Card aria-labelledby="usage-title" data-testid="usage-card">
      <div className="flex items-center gap-2">
        <MessageSquareText aria-hidden="true" className="size-5 text-primary" />
        <h2 id="usage-title" className="font-bold text-fg">
          {t('home.usage.title')}
        </h2>
      </div>
      <p className="mt-4 text-sm font-medium text-fg">
        {/* A lone Arabic zero reads as a dot: nothing used yet is said in words. */}
        {unlimited
          ? used > 0
            ? t('home.usage.unlimited', { count: used, used: formatNumber(used, lng) })
            : t('home.usage.unlimitedNone')
          : used > 0
            ? t('home.usage.used', {
                count: total,
                used: formatNumber(used, lng),
                total: formatNumber(total, lng),
              })
            : t('home.usage.noneUsed', { count: total, total: formatNumber(total, lng) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('home.usage.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={
            percent > UPGRADE_PROMPT_USAGE * 100
              ? 'h-full rounded-full bg-accent'
              : 'h-full rounded-full bg-primary'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      {resetDate ? (
        <p className="mt-2 text-xs text-muted">
          {t('home.usage.resets', { date: dateOrRaw(resetDate, lng) })}
        </p>
      ) : null}
      {shouldOfferUpgrade(stats, subscribed, UPGRADE_PROMPT_USAGE) ? (
        <ButtonLink to="/pricing" variant="gold" size="sm" className="mt-4">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('home.usage.upgrade')}
        </ButtonLink>
      ) : null}
    </Card>
  );
}

function SubscriptionSummary({ stats }: { stats: DashboardView }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const sub = stats.subscription;
  const localizedPlan = usePlanLabel(sub?.planName || null, lng);
  return (
    <Card aria-labelledby="home-subscription-title" data-testid="home-subscription">
      <div className="flex items-center gap-2">
        <Crown aria-hidden="true" className="size-5 text-accent-text" />
        <h2 id="home-subscription-title" className="font-bold text-fg">
          {t('home.subscription.title')}
        </h2>
      </div>
      {sub ? (
        <>
          <p className="mt-4 text-xs text-muted">{t('home.subscription.current')}</p>
          <p className="text-lg font-bold text-fg">{localizedPlan ?? sub.planDisplayName}</p>
          {/* What was paid for this period (an offer or a credit included), the list price when nobody paid. */}
          <p className="text-sm text-muted" data-testid="home-subscription-price">
            {formatMoney(sub.paid ?? sub.price, lng)} {t(`per.${sub.interval}`, { defaultValue: '' })}
          </p>
          {sub.expiresAt ? (
            <p className="mt-2 text-sm text-fg">
              {t(
                sub.cancelAtPeriodEnd || sub.status === 'canceled'
                  ? 'home.subscription.accessUntil'
                  : // Nothing renews by itself (ADR 062).
                    'home.subscription.endsOn',
                {
                  date: dateOrRaw(sub.expiresAt, lng),
                },
              )}
            </p>
          ) : null}
          <ButtonLink to="/dashboard/billing" variant="outline" size="sm" className="mt-4">
            {t('home.subscription.manage')}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="mt-4 font-medium text-fg">{t('home.subscription.none')}</p>
          <p className="text-sm text-muted">{t('home.subscription.noneBody')}</p>
          <ButtonLink to="/pricing" size="sm" className="mt-4">
            {t('home.subscription.subscribe')}
          </ButtonLink>
        </>
      )}
    </Card>
  );
}

/** Subscribers' chat history as PDF or CSV (the same export as the chat sidebar's; the session cookie authorises it). */
function ExportHistory() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  return (
    <section
      aria-labelledby="export-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="export-title" className="text-lg font-bold text-fg">
          {t('home.export.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('home.export.body')}</p>
      </div>
      <div className="flex gap-2">
        {(['pdf', 'csv'] as const).map((format) => (
          <a
            key={format}
            href={`/api/chat/export?format=${format}&lang=${lang}`}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-border px-4 text-sm font-semibold text-fg transition-colors hover:border-primary hover:bg-primary-soft/40"
          >
            <Download aria-hidden="true" className="size-4 text-primary" />
            {t(`home.export.${format}`)}
          </a>
        ))}
      </div>
    </section>
  );
}

/**
 * The yearly offer: its percentage is the discount code's, and it is shown only while that code can be used, and
 * not to someone whose plan is already the yearly one. Its button opens the same checkout as every other path.
 */
function OfferCard({ interval }: { interval: string | null }) {
  const { t, i18n } = useTranslation('billing');
  const offer = useOffer();
  const plans = usePlansQuery();
  const checkout = usePlanCheckout();
  const plan = offer ? plans.data?.find((p) => p.id === offer.quote.planId) : undefined;
  if (!offer || !plan || interval === plan.interval) return null;
  const percent = formatNumber(offer.percent / 100, i18n.resolvedLanguage, { style: 'percent' });
  return (
    <section
      aria-labelledby="offer-title"
      data-testid="home-offer"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-sm sm:p-6"
    >
      <div
        aria-hidden="true"
        className="absolute -top-10 -end-10 size-40 rounded-full bg-gold-300/20 blur-2xl"
      />
      <span className="relative inline-flex items-center gap-1.5 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-gold-900">
        <Gift aria-hidden="true" className="size-3.5" />
        {t('home.offer.badge')}
      </span>
      <h2 id="offer-title" className="relative mt-3 text-xl font-bold">
        {t('home.offer.title', { percent })}
      </h2>
      <p className="relative mt-1 text-sm text-brand-100">{t('home.offer.body')}</p>
      <Button variant="gold" size="sm" className="relative mt-4" onClick={() => void checkout.start(plan)}>
        {t('home.offer.cta')}
      </Button>
      {checkout.dialogs}
    </section>
  );
}

/** A figure and its label; zero is written in words ("No messages yet"), never as a lone "٠". */
function StatTile({
  label,
  value,
  zero,
  Icon,
}: {
  label: string;
  value: number;
  zero: string;
  Icon: LucideIcon;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <Icon aria-hidden="true" className="size-5 text-primary" />
      {value > 0 ? (
        // A figure, not a paragraph: a bold <p> over a smaller one passes for a heading that is not marked up as one.
        <div className="mt-3 text-2xl font-bold text-fg tabular-nums">
          {formatNumber(value, i18n.resolvedLanguage)}
        </div>
      ) : (
        <p className="mt-3 flex min-h-8 items-center text-base font-semibold text-muted">{zero}</p>
      )}
      <p className="text-sm text-muted">{label}</p>
    </div>
  );
}

/** /dashboard: real figures from GET /api/dashboard/stats, samples if it fails. */
export function DashboardHomePage() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const statsQuery = useStats();
  const subscribed = user?.subscriptionActive ?? false;
  const name = user?.name ?? user?.email ?? '';
  useEffect(() => {
    if (statsQuery.error)
      console.info('Could not load dashboard stats; showing sample figures', statsQuery.error);
  }, [statsQuery.error]);
  const stats =
    statsQuery.data ?? (statsQuery.isError ? sampleStats(subscribed, t('home.samplePlan')) : null);

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title={`${t('home.welcome', { name })} | ${t('common:app.name')}`} />
      <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{t('home.welcome', { name })}</h1>
      <p className="mt-1 text-muted">{t('home.subtitle')}</p>

      <nav aria-labelledby="quick-actions-title" className="mt-6">
        <h2 id="quick-actions-title" className="sr-only">
          {t('home.quickActions')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-flow-col md:auto-cols-fr md:grid-cols-none">
          {QUICK_ACTIONS.filter((a) => a.key !== 'chat' || subscribed).map(({ to, key, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex min-h-20 flex-col items-start justify-center gap-2 rounded-2xl border border-border bg-surface p-4 text-sm font-semibold text-fg shadow-sm transition-colors hover:border-primary hover:bg-primary-soft/40"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {t(`home.actions.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {statsQuery.isError ? (
        <div className="mt-5">
          <FormAlert tone="info">{t('home.sample')}</FormAlert>
        </div>
      ) : null}

      {stats ? (
        <>
          <div className="mt-5 grid gap-5 lg:grid-cols-3">
            <UsageCard stats={stats} subscribed={subscribed} />
            <SubscriptionSummary stats={stats} />
            <OfferCard interval={stats.subscription?.interval ?? null} />
          </div>
          {subscribed ? <ExportHistory /> : null}
          <section aria-labelledby="stats-title" className="mt-6">
            <h2 id="stats-title" className="mb-3 text-lg font-bold text-fg">
              {t('home.stats.title')}
            </h2>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="stats">
              <StatTile
                Icon={MessageSquareText}
                label={t('home.stats.messages')}
                value={stats.stats.messagesThisMonth}
                zero={t('home.stats.zero.messages')}
              />
              <StatTile
                Icon={CalendarCheck}
                label={t('home.stats.daysActive')}
                value={stats.stats.daysActive}
                zero={t('home.stats.zero.daysActive')}
              />
              <StatTile
                Icon={Trophy}
                label={t('home.stats.sessions')}
                value={stats.stats.sessionsCompleted}
                zero={t('home.stats.zero.sessions')}
              />
              <StatTile
                Icon={CalendarClock}
                label={t('home.stats.daysLeft')}
                value={stats.stats.daysLeft}
                zero={t('home.stats.zero.daysLeft')}
              />
            </div>
          </section>
        </>
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />
          ))}
        </div>
      )}
    </div>
  );
}
