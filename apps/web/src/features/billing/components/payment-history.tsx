import type { PaymentItem } from '@mustashar/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Download, Eye, FileText, MoreHorizontal, ReceiptText, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { usePlansQuery } from '@/lib/api/plans';
import { formatRiyals } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { type ExportFormat, exportHistory } from '../api/export-history';
import { useHistory } from '../api/get-history';
import { useHidePayment } from '../api/hide-payment';
import { brandLabel, formatDateOrRaw } from '../lib/format';
import { paymentReference } from '../lib/payment-item';
import { paymentStatusDisplay } from '../lib/payment-status';
import { planLabel } from '../lib/plan-label';
import { toast } from '../lib/toast';
import { safeHttpUrl } from './link-action';
import { Modal } from './modal';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { PaymentStatusBadge } from './status-badge';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-fg outline-none data-[highlighted]:bg-surface-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

function ExportButtons() {
  const { t } = useTranslation('billing');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await exportHistory(format));
    } catch {
      toast.error(t('billing.history.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(['pdf', 'csv'] as const).map((format) => (
        <Button key={format} variant="outline" size="sm" onClick={() => run(format)} disabled={busy !== null}>
          {busy === format ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t(format === 'pdf' ? 'billing.history.exportPdf' : 'billing.history.exportCsv')}
        </Button>
      ))}
    </div>
  );
}

function RowActions({
  payment,
  onDetails,
  onHide,
}: {
  payment: PaymentItem;
  onDetails: () => void;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const receipt = safeHttpUrl(payment.receiptUrl);
  const invoice = safeHttpUrl(payment.invoiceUrl);
  const creditNote = safeHttpUrl(payment.creditNoteUrl ?? null);
  return (
    <DropdownMenu.Root
      dir={i18n.dir()}
      // Not modal: a modal menu hides the rest of the page from assistive technology, links and all, while
      // they stay focusable.
      modal={false}
    >
      <DropdownMenu.Trigger
        aria-label={t('billing.history.actionsFor', {
          date: formatDateOrRaw(payment.date, i18n.resolvedLanguage),
        })}
        className="inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Item className={itemClass} onSelect={onDetails}>
            <Eye aria-hidden="true" className="size-4" />
            {t('billing.history.details')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={!receipt} asChild={Boolean(receipt)}>
            {receipt ? (
              <a href={receipt} target="_blank" rel="noopener noreferrer">
                <ReceiptText aria-hidden="true" className="size-4" />
                {t('billing.history.receipt')}
              </a>
            ) : (
              <span title={t('billing.detail.linkUnavailable')}>
                <ReceiptText aria-hidden="true" className="size-4" />
                {t('billing.history.receipt')}
              </span>
            )}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={!invoice} asChild={Boolean(invoice)}>
            {invoice ? (
              <a href={invoice} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden="true" className="size-4" />
                {t('billing.history.invoice')}
              </a>
            ) : (
              <span title={t('billing.detail.linkUnavailable')}>
                <FileText aria-hidden="true" className="size-4" />
                {t('billing.history.invoice')}
              </span>
            )}
          </DropdownMenu.Item>
          {creditNote ? (
            <DropdownMenu.Item className={itemClass} asChild>
              <a href={creditNote} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden="true" className="size-4" />
                {t('billing.history.creditNote')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={`${itemClass} text-red-700 dark:text-red-300`} onSelect={onHide}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('billing.history.hide')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function matches(
  payment: PaymentItem,
  plan: string,
  query: string,
  statusLabel: string,
  amount: string,
): boolean {
  const haystack = [paymentReference(payment), payment.orderNumber, plan, payment.method, statusLabel, amount]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return haystack.includes(query);
}

/** The payment history table: export, details, hide (optimistic, rolled back on failure). */
export function PaymentHistory({ search }: { search: string }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const history = useHistory();
  const plans = usePlansQuery();
  const planOf = (payment: PaymentItem) => {
    const plan = plans.data?.find((p) => p.name === payment.planName);
    return plan ? planLabel(plan, lng) : payment.planDisplayName;
  };
  const hide = useHidePayment();
  const [selected, setSelected] = useState<PaymentItem | null>(null);
  const [hiding, setHiding] = useState<PaymentItem | null>(null);

  const rows = (() => {
    const list = history.data ?? [];
    const query = search.trim().toLowerCase();
    if (!query) return list;
    return list.filter((p) =>
      matches(
        p,
        planOf(p),
        query,
        t(`paymentStatus.${paymentStatusDisplay(p.status)}`),
        formatRiyals(p.amount, lng, p.currency),
      ),
    );
  })();

  const confirmHide = () => {
    if (!hiding) return;
    const id = hiding.id;
    setHiding(null);
    setSelected(null);
    hide.mutate(id, {
      onSuccess: () => toast.success(t('billing.history.hidden')),
      onError: () => toast.error(t('billing.history.hideFailed')),
    });
  };

  let body: ReactNode;
  if (history.isLoading) {
    body = (
      <div className="mt-4 space-y-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className="mt-4 space-y-3">
        <FormAlert>{t('billing.history.loadFailed')}</FormAlert>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted">
        {history.data && history.data.length > 0 ? t('billing.history.noMatch') : t('billing.history.empty')}
      </p>
    );
  } else {
    body = (
      <div className="mt-4 -mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full min-w-[20rem] text-sm">
          <thead>
            <tr className="border-b border-border text-xs text-muted">
              <th scope="col" className="px-5 py-2 text-start font-medium sm:px-6">
                {t('billing.history.date')}
              </th>
              <th scope="col" className="px-2 py-2 text-start font-medium">
                {t('billing.history.amount')}
              </th>
              <th scope="col" className="px-2 py-2 text-start font-medium">
                {t('billing.history.status')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-start font-medium md:table-cell">
                {t('billing.history.method')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium sm:px-4">
                <span className="sr-only">{t('billing.history.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((payment) => (
              <tr key={payment.id} data-testid="payment-row">
                <td className="px-5 py-3 sm:px-6">
                  <span className="block font-medium text-fg">{formatDateOrRaw(payment.date, lng)}</span>
                  <span className="block text-xs text-muted">
                    {planOf(payment) ?? t('billing.history.subscriptionPayment')}
                  </span>
                </td>
                <td className="px-2 py-3 font-medium whitespace-nowrap text-fg tabular-nums">
                  {formatRiyals(payment.amount, lng, payment.currency)}
                </td>
                <td className="px-2 py-3">
                  <PaymentStatusBadge status={payment.status} />
                </td>
                <td className="hidden px-2 py-3 text-muted md:table-cell">
                  {brandLabel(payment.method) || '—'}
                </td>
                <td className="px-3 py-1 text-end sm:px-4">
                  <RowActions
                    payment={payment}
                    onDetails={() => setSelected(payment)}
                    onHide={() => setHiding(payment)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card aria-labelledby="history-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="history-title" className="text-lg font-bold text-fg">
          {t('billing.history.title')}
        </h2>
        <ExportButtons />
      </div>
      {body}
      <PaymentDetailDialog
        payment={selected}
        planName={selected ? planOf(selected) : null}
        onClose={() => setSelected(null)}
        onHide={(payment) => {
          setSelected(null);
          setHiding(payment);
        }}
      />
      <Modal
        open={hiding !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        title={t('billing.history.hideTitle')}
        description={t('billing.history.hideBody')}
      >
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setHiding(null)}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirmHide} className="bg-red-600 text-white hover:bg-red-700">
            {t('billing.history.hideConfirm')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
