import type { AdminNumbers } from '@mustashar/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useAdminNumbers } from '../api/numbers-api';
import { ConsoleError } from '../components/console-error';
import { FigureCard } from '../components/figure-card';
import { DailyChart, PlansChart } from '../components/numbers-charts';

const SERIES_COLORS = {
  signups: 'var(--color-brand-600)',
  trialStarts: 'var(--color-gold-500)',
  questions: 'var(--color-brand-600)',
  guestAnswers: 'var(--color-gold-500)',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</dl>
    </section>
  );
}

/** The business's numbers over a range of days (ADR 090): cards, charts, and the same figures as tables. */
export function AdminNumbersPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const numbers = useAdminNumbers(from, to);
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const shown = draft ?? { from: numbers.data?.from ?? from, to: numbers.data?.to ?? to };
  const ids = { from: useId(), to: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(shown).filter(([, day]) => day !== '')));
    setDraft(null);
  };

  return (
    <div className="space-y-8">
      <PageMeta title={`${t('numbers.title')} | ${t('common:app.name')}`} />
      <h1 className="text-2xl font-bold text-fg">{t('numbers.title')}</h1>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('numbers.filters')}>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="min-w-0 basis-44">
            <label htmlFor={ids[end]} className="mb-1.5 block text-sm font-medium text-fg">
              {t(`numbers.${end}`)}
            </label>
            <Input
              id={ids[end]}
              type="date"
              dir="ltr"
              required
              value={shown[end]}
              onChange={(event) => setDraft({ ...shown, [end]: event.target.value })}
            />
          </div>
        ))}
        <Button type="submit">{t('numbers.apply')}</Button>
      </form>

      {numbers.isError ? <ConsoleError error={numbers.error} /> : null}
      {numbers.isPending ? (
        <Spinner className="size-6 text-primary" label={t('loading')} />
      ) : numbers.data ? (
        <div aria-busy={numbers.isFetching} className="space-y-8">
          <Figures data={numbers.data} lng={lng} />
        </div>
      ) : null}
    </div>
  );
}

function Figures({ data, lng }: { data: AdminNumbers; lng: string | undefined }) {
  const { t } = useTranslation('admin');
  const arabic = lng?.startsWith('ar') ?? false;
  const n = (value: number) => formatNumber(value, lng);
  const percent = (rate: number | null) =>
    rate === null
      ? t('numbers.notApplicable')
      : formatNumber(rate, lng, { style: 'percent', maximumFractionDigits: 1 });
  const money = (cents: number) => formatMoney(cents, lng);
  const seconds = (ms: number) =>
    t('numbers.seconds', { value: formatNumber(ms / 1000, lng, { maximumFractionDigits: 1 }) });
  const time = data.chat.answerTimeMs;

  return (
    <>
      <p className="text-sm text-muted">
        {t('numbers.asOf', { date: formatDate(data.at, lng, { dateStyle: 'long', timeStyle: 'short' }) })}
      </p>
      <Section title={t('numbers.sections.accounts')}>
        <FigureCard
          testId="numbers-signups"
          label={t('numbers.cards.signups')}
          value={n(data.accounts.signups)}
        />
        <FigureCard
          testId="numbers-verified"
          label={t('numbers.cards.verified')}
          value={n(data.accounts.verified)}
        />
      </Section>
      <Section title={t('numbers.sections.trials')}>
        <FigureCard
          testId="numbers-trials"
          label={t('numbers.cards.trialStarts')}
          value={n(data.trials.started)}
        />
        <FigureCard
          testId="numbers-conversion"
          label={t('numbers.cards.conversion')}
          value={percent(data.trials.conversionRate)}
          note={t('numbers.ofTotal', { part: n(data.trials.converted), total: n(data.trials.started) })}
        />
      </Section>
      <Section title={t('numbers.sections.subscribers')}>
        <FigureCard
          testId="numbers-active"
          label={t('numbers.cards.active')}
          value={n(data.subscriptions.active)}
        />
        <FigureCard
          testId="numbers-churn"
          label={t('numbers.cards.churn')}
          value={percent(data.subscriptions.churnRate)}
          note={t('numbers.cards.churned', {
            count: data.subscriptions.churned,
            formatted: n(data.subscriptions.churned),
          })}
        />
      </Section>
      <Section title={t('numbers.sections.revenue')}>
        <FigureCard
          testId="numbers-gross"
          label={t('numbers.cards.gross')}
          value={money(data.revenue.grossCents)}
          note={`${t('numbers.cards.vat')}: ${money(data.revenue.vatCents)}`}
        />
        <FigureCard
          testId="numbers-net"
          label={t('numbers.cards.net')}
          value={money(data.revenue.netCents)}
        />
        <FigureCard
          testId="numbers-refunds"
          label={t('numbers.cards.refunds')}
          value={money(data.revenue.refundsCents)}
          note={t('numbers.cards.refundCount', {
            count: data.revenue.refunds,
            formatted: n(data.revenue.refunds),
          })}
        />
        <FigureCard
          testId="numbers-mrr"
          label={t('numbers.cards.mrr')}
          value={money(data.revenue.mrrCents)}
        />
      </Section>
      <Section title={t('numbers.sections.chat')}>
        <FigureCard
          testId="numbers-questions"
          label={t('numbers.cards.questions')}
          value={n(data.chat.questions)}
        />
        <FigureCard
          testId="numbers-guest-answers"
          label={t('numbers.cards.guestAnswers')}
          value={n(data.chat.guestAnswers)}
        />
        <FigureCard
          testId="numbers-answer-time"
          label={t('numbers.cards.answerTime')}
          value={time ? `${seconds(time.p50)} · ${seconds(time.p95)}` : t('numbers.notApplicable')}
          note={`${t('numbers.cards.answers')}: ${n(data.chat.answers)}`}
        />
        <FigureCard
          testId="numbers-without-sources"
          label={t('numbers.cards.withoutSources')}
          value={n(data.chat.withoutSources)}
        />
      </Section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DailyChart
          title={t('numbers.charts.growth')}
          daily={data.daily}
          series={[
            { key: 'signups', color: SERIES_COLORS.signups },
            { key: 'trialStarts', color: SERIES_COLORS.trialStarts },
          ]}
        />
        <DailyChart
          title={t('numbers.charts.chat')}
          daily={data.daily}
          series={[
            { key: 'questions', color: SERIES_COLORS.questions },
            { key: 'guestAnswers', color: SERIES_COLORS.guestAnswers },
          ]}
        />
        <PlansChart title={t('numbers.charts.plans')} byPlan={data.subscriptions.byPlan} />
        <section
          className="rounded-2xl border border-border bg-surface p-3 sm:p-4"
          aria-labelledby="numbers-top-laws"
        >
          <h2 id="numbers-top-laws" className="mb-2 font-semibold text-fg">
            {t('numbers.topLaws.title')}
          </h2>
          {data.chat.topLaws.length === 0 ? (
            <p className="text-sm text-muted">{t('numbers.topLaws.none')}</p>
          ) : (
            <table className="w-full text-sm" data-testid="numbers-top-laws">
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('numbers.topLaws.law')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('numbers.topLaws.answers')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.chat.topLaws.map((row) => (
                  <tr key={row.law}>
                    <td className="py-1.5 text-fg">
                      <bdi>{row.law}</bdi>
                    </td>
                    <td className="py-1.5 text-end text-fg">{n(row.answers)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <details className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
        <summary className="cursor-pointer font-medium text-primary">{t('numbers.table.show')}</summary>
        <div className="mt-3 space-y-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="numbers-daily">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('numbers.table.day')}
                </th>
                {(['signups', 'trialStarts', 'questions', 'guestAnswers'] as const).map((key) => (
                  <th key={key} scope="col" className="py-1 text-end font-medium">
                    {t(`numbers.series.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.daily.map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="py-1 text-start font-normal text-fg">
                    {formatDate(`${row.day}T12:00:00Z`, lng, { dateStyle: 'medium', timeZone: 'UTC' })}
                  </th>
                  <td className="py-1 text-end text-fg">{n(row.signups)}</td>
                  <td className="py-1 text-end text-fg">{n(row.trialStarts)}</td>
                  <td className="py-1 text-end text-fg">{n(row.questions)}</td>
                  <td className="py-1 text-end text-fg">{n(row.guestAnswers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="w-full text-sm" data-testid="numbers-plans">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('numbers.plansTable.plan')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('numbers.plansTable.active')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.subscriptions.byPlan.map((plan) => (
                <tr key={plan.planId}>
                  <th scope="row" className="py-1 text-start font-normal text-fg">
                    {arabic ? plan.name.ar : plan.name.en}
                  </th>
                  <td className="py-1 text-end text-fg">{n(plan.active)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
