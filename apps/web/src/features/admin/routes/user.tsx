import type { AdminUserDetail } from '@mustashar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { usePlansQuery } from '@/lib/api/plans';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAdminUser, useEndSessions } from '../api/admin-api';
import { ConsoleError } from '../components/console-error';
import { Facts, Section } from '../components/facts';
import { GrantForm } from '../components/grant-form';
import { UserActions } from '../components/user-actions';

function Sessions({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const end = useEndSessions(detail.user.id);
  const run = (sessionId: string | null) =>
    end.mutate(sessionId, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(error.message),
    });
  if (detail.sessions.length === 0) return <p className="text-muted">{t('user.noSessions')}</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border">
        {detail.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 text-sm">
              <p className="text-fg">
                {t(`methods.${session.method}`, { defaultValue: session.method })}
                {session.ip ? (
                  <span className="ms-2 text-muted">
                    <bdi dir="ltr">{session.ip}</bdi>
                  </span>
                ) : null}
              </p>
              <p className="text-muted">
                {t('user.lastSeen', {
                  date: formatDate(session.lastSeenAt, lng, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            </div>
            <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => run(session.id)}>
              {t('user.signOutOne')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" disabled={end.isPending} onClick={() => run(null)}>
        {t('user.signOutAll')}
      </Button>
    </div>
  );
}

function Trials({ trials }: { trials: AdminUserDetail['trials'] }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  if (trials.length === 0) return <p className="text-muted">{t('user.noTrials')}</p>;
  return (
    <ul className="divide-y divide-border">
      {trials.map((trial) => (
        <li key={trial.id} className="py-2 text-sm">
          <p className="text-fg">
            {trial.messagesLimit === null
              ? t('user.trialQuestions', {
                  count: trial.messagesUsed,
                  formatted: formatNumber(trial.messagesUsed, lng),
                })
              : t('user.trialQuestionsOf', {
                  count: trial.messagesLimit,
                  used: formatNumber(trial.messagesUsed, lng),
                  formatted: formatNumber(trial.messagesLimit, lng),
                })}
            <span className="ms-2 text-muted">
              {t(trial.ended ? 'user.trialEnded' : 'user.trialRunning')}
            </span>
          </p>
          <p className="text-muted">
            {t('user.trialDates', {
              start: formatDate(trial.startedAt, lng, { dateStyle: 'medium', timeStyle: 'short' }),
              end: formatDate(trial.endsAt, lng, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Team({ team }: { team: AdminUserDetail['team'] }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  if (!team) return <p className="text-muted">{t('user.noTeam')}</p>;
  return (
    <Facts
      rows={[
        [t('user.teamRole'), t(team.role === 'owner' ? 'user.teamOwner' : 'user.teamMember')],
        ...(team.role === 'member'
          ? ([
              [
                t('user.teamOwnedBy'),
                <Link
                  key="o"
                  to={`/admin/users/${team.ownerId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <bdi>{team.ownerEmail}</bdi>
                </Link>,
              ],
            ] as [string, ReactNode][])
          : []),
        [
          t('user.seats'),
          t('user.seatsUsed', {
            count: team.seatsTotal,
            used: formatNumber(team.seatsUsed, lng),
            formatted: formatNumber(team.seatsTotal, lng),
          }),
        ],
      ]}
    />
  );
}

const CONSENTS = ['emailMarketing', 'shareAnalytics', 'personalizedAds', 'activityTracking'] as const;

export function AdminUserPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const { user: me } = useAuth();
  const detail = useAdminUser(id);
  const plans = usePlansQuery();
  const date = (value: string | null) => (value ? formatDate(value, lng, { dateStyle: 'long' }) : '—');

  if (detail.isPending) return <Spinner className="size-8 text-primary" label={t('loading')} />;
  if (detail.isError) return <ConsoleError error={detail.error} />;
  const { user, subscriptions, payments } = detail.data;
  const now = Date.now();
  const running = subscriptions.some(
    (s) =>
      (s.status === 'active' || s.status === 'canceled') &&
      s.currentPeriodEnd !== null &&
      new Date(s.currentPeriodEnd).getTime() > now,
  );

  return (
    <div className="space-y-5">
      <PageMeta title={`${user.name || user.email} | ${t('common:app.name')}`} />
      <Link to="/admin" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('user.back')}
      </Link>
      <h1 className="text-2xl font-bold text-fg">
        <bdi>{user.name || user.email}</bdi>
      </h1>
      {me?.consoleRole ? (
        <Section title={t('userActions.title')}>
          <UserActions detail={detail.data} role={me.consoleRole} />
        </Section>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('user.profile')}>
          <Facts
            rows={[
              [t('user.email'), <bdi key="e">{user.email}</bdi>],
              [
                t('user.verified'),
                user.emailVerifiedAt
                  ? t('user.verifiedOn', { date: date(user.emailVerifiedAt) })
                  : t(user.emailVerified ? 'yes' : 'user.notVerified'),
              ],
              ...(user.pendingEmail
                ? ([[t('user.pendingEmail'), <bdi key="p">{user.pendingEmail}</bdi>]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
              [
                t('user.state'),
                user.disabledAt ? (
                  <span key="s" className="font-medium text-red-700 dark:text-red-300">
                    {t('user.disabledOn', { date: date(user.disabledAt) })}
                  </span>
                ) : (
                  t('user.enabled')
                ),
              ],
              [t('user.locale'), t(`locales.${user.locale}`)],
              [t('user.created'), date(user.createdAt)],
              [t('user.role'), t(`roles.${user.role}`)],
              [
                t('user.id'),
                <span key="i" dir="ltr" className="font-mono text-xs">
                  {user.id}
                </span>,
              ],
            ]}
          />
        </Section>
        <Section title={t('user.security')}>
          <Facts
            rows={[
              [
                t('user.signInMethods'),
                user.signInMethods.length > 0
                  ? user.signInMethods.map((m) => t(`methods.${m}`)).join(t('listSeparator'))
                  : '—',
              ],
              [t('user.twoFactor'), t(user.twoFactorEnabled ? 'on' : 'off')],
            ]}
          />
        </Section>
        <Section title={t('user.consents')}>
          <Facts
            rows={CONSENTS.map((name) => [
              t(`consents.${name}`),
              t(detail.data.consents[name] ? 'yes' : 'no'),
            ])}
          />
          <p className="mt-3 text-sm text-muted">{t('user.consentsNote')}</p>
        </Section>
        <Section title={t('user.trials')}>
          <Trials trials={detail.data.trials} />
        </Section>
        <Section title={t('user.team')}>
          <Team team={detail.data.team} />
        </Section>
        <Section title={t('user.subscriptions')}>
          {subscriptions.length === 0 ? (
            <p className="text-muted">{t('user.noSubscriptions')}</p>
          ) : (
            <ul className="divide-y divide-border" data-testid="admin-subscriptions">
              {subscriptions.map((s) => (
                <li key={s.id} className="py-2">
                  <p className="font-medium text-fg">
                    {s.planDisplayNames[lng === 'en' ? 'en' : 'ar']}
                    <span className="ms-2 text-sm font-normal text-muted">
                      {t(`statuses.${s.status}`, { defaultValue: s.status })}
                    </span>
                  </p>
                  <p className="text-sm text-muted">
                    {t('user.periodEnd', { date: date(s.currentPeriodEnd) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('user.sessions')}>
          <Sessions detail={detail.data} />
        </Section>
        <Section title={t('user.payments')}>
          {payments.length === 0 ? (
            <p className="text-muted">{t('user.noPayments')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <Link
                    to={`/admin/payments/${p.id}`}
                    aria-label={t('user.openPayment', { order: p.orderNumber })}
                    className="font-mono text-xs text-primary underline-offset-4 hover:underline"
                    dir="ltr"
                  >
                    {p.orderNumber}
                  </Link>
                  <span className="text-fg">{formatMoney(p.amountCents, lng, p.currency)}</span>
                  <span className="text-muted">
                    {t(`paymentStatuses.${p.status}`, { defaultValue: p.status })} ·{' '}
                    {date(p.paidAt ?? p.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        {me?.consoleRole === 'admin' ? (
          <Section title={t('grant.title')}>
            {plans.data ? (
              <GrantForm userId={user.id} hasRunningSubscription={running} plans={plans.data} />
            ) : (
              <Spinner className="size-6 text-primary" label={t('loading')} />
            )}
          </Section>
        ) : null}
      </div>
    </div>
  );
}
