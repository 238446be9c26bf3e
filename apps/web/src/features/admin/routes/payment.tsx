import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useAuth } from '@/lib/session';
import { usePayment } from '../api/payments-api';
import { ConsoleError } from '../components/console-error';
import { Facts, Section } from '../components/facts';
import { RefundDialog } from '../components/refund-dialog';

const Ltr = ({ children }: { children: ReactNode }) => (
  <span dir="ltr" className="font-mono text-xs">
    {children}
  </span>
);

export function AdminPaymentPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const { user: me } = useAuth();
  const detail = usePayment(id);
  const when = (value: string | null) =>
    value ? formatDate(value, lng, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

  if (detail.isPending) return <Spinner className="size-8 text-primary" label={t('loading')} />;
  if (detail.isError) return <ConsoleError error={detail.error} />;
  const { payment: p, refund, refundMode } = detail.data;
  const money = (cents: number) => formatMoney(cents, lng, p.currency);
  const status = t(`paymentStatuses.${p.refunded ? 'refunded' : p.status}`);

  return (
    <div className="space-y-5">
      <PageMeta title={`${t('payment.title', { order: p.orderNumber })} | ${t('common:app.name')}`} />
      <Link to="/admin/payments" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('payment.back')}
      </Link>
      <h1 className="text-2xl font-bold text-fg">
        {t('payment.title', { order: '' })}
        <bdi dir="ltr">{p.orderNumber}</bdi>
      </h1>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('payment.summary')}>
          <Facts
            rows={[
              [
                t('payment.user'),
                <Link
                  key="u"
                  to={`/admin/users/${p.userId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <bdi>{p.userEmail ?? p.userId}</bdi>
                </Link>,
              ],
              [t('payment.status'), p.hidden ? `${status} · ${t('payments.hidden')}` : status],
              [t('payment.provider'), t(`payments.providers.${p.provider}`)],
              [t('payment.transaction'), <Ltr key="t">{p.transactionNo ?? '—'}</Ltr>],
              [t('payment.method'), p.method ?? '—'],
              [t('payment.created'), when(p.createdAt)],
              [t('payment.paid'), when(p.paidAt)],
            ]}
          />
        </Section>
        <Section title={t('payment.plan')}>
          <Facts
            rows={[
              [t('payment.plan'), p.planDisplayNames[lng === 'en' ? 'en' : 'ar']],
              [t('payment.subtotal'), money(p.subtotalCents)],
              ...(p.discount
                ? [
                    [
                      `${t('payment.discount')} (${p.discount.code ?? ''})`,
                      `−${money(p.discount.amountCents)}`,
                    ] as [string, string],
                  ]
                : []),
              ...(p.creditCents > 0
                ? [[t('payment.credit'), `−${money(p.creditCents)}`] as [string, string]]
                : []),
              [t('payment.vat'), money(p.vatCents)],
              [t('payment.amount'), <strong key="a">{money(p.amountCents)}</strong>],
              [
                t('payment.invoice'),
                p.invoice ? (
                  <a
                    key="i"
                    href={p.invoice.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {t('payment.invoiceLink', {
                      number: formatNumber(p.invoice.number, lng, { useGrouping: false }),
                    })}
                  </a>
                ) : (
                  t('payment.noInvoice')
                ),
              ],
            ]}
          />
        </Section>
        <Section title={t('payment.refund')}>
          {refund ? (
            <div className="space-y-3" data-testid="refund">
              <p className="text-fg">
                {t('payment.refundedOn', { date: when(refund.createdAt) })}{' '}
                <bdi>{refund.actorEmail ?? '—'}</bdi>
              </p>
              <Facts
                rows={[
                  [t('payment.amount'), money(refund.amountCents)],
                  [t('payment.refund'), t(`payment.refundKind.${refund.kind}`)],
                  ...(refund.providerRefundId
                    ? [
                        [t('payment.providerRefundId'), <Ltr key="r">{refund.providerRefundId}</Ltr>] as [
                          string,
                          ReactNode,
                        ],
                      ]
                    : []),
                  [t('payment.reason'), <bdi key="re">{refund.reason}</bdi>],
                  [
                    t('payment.creditNote'),
                    <a
                      key="c"
                      href={refund.creditNoteUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {t('payment.creditNoteLink', {
                        number: formatNumber(refund.creditNoteNumber, lng, { useGrouping: false }),
                      })}
                    </a>,
                  ],
                ]}
              />
              <p className="text-sm text-muted">
                {t(refund.endedAccess ? 'payment.endedAccess' : 'payment.keptAccess')}
              </p>
            </div>
          ) : (
            <div className="space-y-3">
              <p className="text-muted">
                {refundMode ? t('payment.notRefunded') : t('payment.notRefundable')}
              </p>
              {refundMode && me?.consoleRole === 'admin' ? <RefundDialog detail={detail.data} /> : null}
            </div>
          )}
        </Section>
        <Section title={t('payment.metadata')}>
          {p.metadata.length === 0 ? (
            <p className="text-muted">{t('payment.noMetadata')}</p>
          ) : (
            <dl dir="ltr" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-xs">
              {p.metadata.map((entry) => (
                <div key={entry.key} className="contents">
                  <dt className="font-mono text-muted">{entry.key}</dt>
                  <dd className="min-w-0 break-all font-mono text-fg">{entry.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
      </div>
    </div>
  );
}
