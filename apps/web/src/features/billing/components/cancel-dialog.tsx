import type { Subscription } from '@mustashar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatDateOrRaw } from '../lib/format';
import { toast } from '../lib/toast';
import { Modal } from './modal';

const PERIOD_END: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * Confirms, then POST /api/billing/cancel. Nothing renews by itself anyway: cancelling stops the renewal reminders and
 * the grace days, and access continues until the period ends, then ends (it can be undone until then).
 */
export function CancelSubscriptionDialog({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = formatDateOrRaw(subscription.currentPeriodEnd, lng, PERIOD_END);

  const confirm = async () => {
    setError(null);
    try {
      const updated = await cancel.mutateAsync();
      const until = formatDateOrRaw(
        updated?.currentPeriodEnd ?? subscription.currentPeriodEnd,
        lng,
        PERIOD_END,
      );
      toast.success(t('billing.cancel.done', { date: until }));
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('billing.cancel.failed'));
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="text-red-700 dark:text-red-300">
        {t('billing.subscription.cancel')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={t('billing.cancel.title')}
        description={t('billing.cancel.body', { date })}
      >
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('billing.cancel.keep')}
          </Button>
          <Button
            onClick={confirm}
            disabled={cancel.isPending}
            className="bg-red-600 text-white hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500"
          >
            {cancel.isPending ? <Spinner className="size-4" /> : null}
            {t('billing.cancel.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
