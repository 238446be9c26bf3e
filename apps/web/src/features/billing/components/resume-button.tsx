import type { Subscription } from '@mustashar/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useResumeSubscription } from '../api/resume-subscription';
import { formatDateOrRaw } from '../lib/format';
import { toast } from '../lib/toast';

const PERIOD_END: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** Undoes a cancel (POST /api/billing/resume) while the period runs; the server says why when it is too late. */
export function ResumeSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const resume = useResumeSubscription();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      const updated = await resume.mutateAsync();
      const until = formatDateOrRaw(
        updated.currentPeriodEnd ?? subscription.currentPeriodEnd,
        lng,
        PERIOD_END,
      );
      toast.success(t('billing.subscription.resumed', { date: until }));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('billing.subscription.resumeFailed'));
    }
  };

  return (
    <>
      <Button onClick={run} disabled={resume.isPending} variant="outline">
        {resume.isPending ? <Spinner className="size-4" /> : <Undo2 aria-hidden="true" className="size-4" />}
        {t('billing.subscription.resume')}
      </Button>
      {error ? (
        <div className="basis-full">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
    </>
  );
}
