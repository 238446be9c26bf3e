import { type AdminPaymentDetail, REFUND_REASON_LENGTH } from '@mustashar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRefund } from '../api/payments-api';

/**
 * The refund's confirmation (admins only): what will happen (through the provider, or recorded by hand when the
 * provider offers merchants no refund API), the reason for the credit note, and one button that does it.
 */
export function RefundDialog({ detail }: { detail: AdminPaymentDetail }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefund(detail.payment.id);
  const reasonId = useId();
  const errorId = useId();
  const mode = detail.refundMode ?? 'provider';
  const amount = formatMoney(detail.payment.amountCents, lng, detail.payment.currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REFUND_REASON_LENGTH.min || text.length > REFUND_REASON_LENGTH.max) {
      setProblem(t('payment.dialog.reasonError'));
      return;
    }
    setProblem(null);
    refund.mutate(
      { reason: text },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast.success(answer.message);
        },
        onError: (error) => setProblem(error instanceof ApiError ? error.message : t('errors.load')),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('payment.refundButton')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setProblem(null);
        }}
        title={t('payment.dialog.title', { amount })}
        description={t(`payment.dialog.${mode}`)}
      >
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <div>
            <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-fg">
              {t('payment.dialog.reason')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={REFUND_REASON_LENGTH.max}
              dir="auto"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={inputClass}
            />
          </div>
          {problem ? (
            <div id={errorId}>
              <FormAlert>{problem}</FormAlert>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('payment.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={refund.isPending}>
              {mode === 'manual'
                ? t('payment.dialog.confirmManual')
                : t('payment.dialog.confirm', { amount })}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
