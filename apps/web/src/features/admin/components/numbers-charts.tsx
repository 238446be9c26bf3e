import type { AdminNumbers } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatNumber } from '@/lib/format';

type Series = { key: keyof AdminNumbers['daily'][number]; color: string };

/** A day (YYYY-MM-DD) as "٣ مارس" / "Mar 3", read at noon UTC so no time zone moves it. */
const dayLabel = (day: string, lng: string | undefined) =>
  formatDate(`${day}T12:00:00Z`, lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A line per series over the range's days. In Arabic the time axis runs right to left and the values sit on the
 * right, as the page reads. The chart is hidden from screen readers (and kept out of the tab order): the same
 * figures are in the tables below it.
 */
export function DailyChart({
  daily,
  series,
  title,
}: {
  daily: AdminNumbers['daily'];
  series: Series[];
  title: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const rtl = i18n.dir(lng) === 'rtl';
  return (
    <figure className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <figcaption className="mb-2 font-semibold text-fg">{title}</figcaption>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={daily}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis
              dataKey="day"
              reversed={rtl}
              tickFormatter={(day: string) => dayLabel(day, lng)}
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
              minTickGap={16}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              allowDecimals={false}
              width={40}
              tickFormatter={(value: number) => formatNumber(value, lng)}
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
            />
            <Tooltip
              labelFormatter={(day) => dayLabel(String(day), lng)}
              formatter={(value, name) => [formatNumber(value, lng), t(`numbers.series.${String(name)}`)]}
              contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
            />
            <Legend
              formatter={(name) => <span className="text-fg">{t(`numbers.series.${String(name)}`)}</span>}
            />
            {series.map(({ key, color }) => (
              <Line
                key={key}
                dataKey={key}
                name={key}
                stroke={color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Active subscriptions by plan, one bar each, named in the page's language. */
export function PlansChart({
  byPlan,
  title,
}: {
  byPlan: AdminNumbers['subscriptions']['byPlan'];
  title: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const rtl = i18n.dir(lng) === 'rtl';
  const data = byPlan.map((plan) => ({
    name: lng?.startsWith('ar') ? plan.name.ar : plan.name.en,
    active: plan.active,
  }));
  return (
    <figure className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <figcaption className="mb-2 font-semibold text-fg">{title}</figcaption>
      {data.length === 0 ? <p className="text-sm text-muted">{t('numbers.plansTable.none')}</p> : null}
      <div className={data.length === 0 ? 'hidden' : 'h-56 w-full'} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="name"
              reversed={rtl}
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
              interval={0}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              allowDecimals={false}
              width={40}
              tickFormatter={(value: number) => formatNumber(value, lng)}
              tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
            />
            <Bar
              dataKey="active"
              fill="var(--color-primary)"
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
