import type { PaymentItem } from '@mustashar/contracts';
import { FileText, ReceiptText, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, formatRiyals } from '@/lib/format';
import { usePayment } from '../api/get-payment';
import { brandLabel, formatDateOrRaw } from '../lib/format';
import { paymentReference } from '../lib/payment-item';
import { LinkAction } from './link-action';
import { Modal } from './modal';
import { PaymentStatusBadge } from './status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

/** One payment (GET /api/billing/history/:id), with its receipt and invoice and a way to hide it. */
export function PaymentDetailDialog({
  payment,
  planName,
  onClose,
  onHide,
}: {
  payment: PaymentItem | null;
  /** The plan's name in the reading language, when the catalogue knows it. */
  planName?: string | null;
  onClose: () => void;
  onHide: (payment: PaymentItem) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const detail = usePayment(payment?.id ?? null);
  const shown = detail.data ?? payment;
  const metadata =
    shown && Object.keys(shown.metadata).length > 0 ? JSON.stringify(shown.metadata, null, 2) : null;
  const reference = shown ? paymentReference(shown) : null;

  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('billing.detail.title')}
      className="max-w-lg"
    >
      {!shown ? (
        <p className="mt-4 text-muted">{t('billing.detail.none')}</p>
      ) : (
        <>
          {detail.isError ? (
            <div className="mt-4">
              <FormAlert>{t('billing.detail.loadFailed')}</FormAlert>
            </div>
          ) : null}
          {detail.isLoading ? (
            <div className="mt-3 flex justify-center text-primary">
              <Spinner label={t('common:a11y.loading')} />
            </div>
          ) : null}
          <dl className="mt-3 divide-y divide-border">
            <Row label={t('billing.detail.amount')}>{formatRiyals(shown.amount, lng, shown.currency)}</Row>
            {shown.discount ? (
              <Row label={t('billing.detail.discount', { code: shown.discount.code })}>
                <bdi>−{formatMoney(shown.discount.amountCents, lng)}</bdi>
              </Row>
            ) : null}
            <Row label={t('billing.detail.status')}>
              <PaymentStatusBadge status={shown.status} />
            </Row>
            <Row label={t('billing.detail.date')}>
              {formatDateOrRaw(shown.date, lng, { dateStyle: 'long', timeStyle: 'short' })}
            </Row>
            {planName || shown.planDisplayName ? (
              <Row label={t('billing.detail.plan')}>{planName || shown.planDisplayName}</Row>
            ) : null}
            <Row label={t('billing.detail.provider')}>
              {shown.provider ?? t('billing.detail.providerDefault')}
            </Row>
            {shown.method ? <Row label={t('billing.detail.method')}>{brandLabel(shown.method)}</Row> : null}
            {reference ? (
              <Row label={t('billing.detail.reference')}>
                <span dir="ltr">{reference}</span>
              </Row>
            ) : null}
            {shown.orderNumber ? (
              <Row label={t('billing.detail.order')}>
                <span dir="ltr">{shown.orderNumber}</span>
              </Row>
            ) : null}
            {shown.receiptPasscode ? (
              <Row label={t('billing.detail.passcode')}>
                <span dir="ltr">{shown.receiptPasscode}</span>
              </Row>
            ) : null}
            {metadata ? (
              <Row label={t('billing.detail.metadata')}>
                <pre
                  dir="ltr"
                  className="max-h-40 overflow-auto rounded-lg bg-surface-2 p-2 text-start text-xs"
                >
                  {metadata}
                </pre>
              </Row>
            ) : null}
          </dl>
          <div className="mt-5 flex flex-wrap gap-2">
            <LinkAction url={shown.receiptUrl} icon={<ReceiptText aria-hidden="true" className="size-4" />}>
              {t('billing.detail.receipt')}
            </LinkAction>
            <LinkAction url={shown.invoiceUrl} icon={<FileText aria-hidden="true" className="size-4" />}>
              {t('billing.detail.invoice')}
            </LinkAction>
            {shown.creditNoteUrl ? (
              <LinkAction url={shown.creditNoteUrl} icon={<FileText aria-hidden="true" className="size-4" />}>
                {t('billing.detail.creditNote')}
              </LinkAction>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 dark:text-red-300"
              onClick={() => onHide(shown)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('billing.history.hide')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
