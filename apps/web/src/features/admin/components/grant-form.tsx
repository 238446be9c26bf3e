import { COMPLIMENTARY_DAYS, type Plan } from '@mustashar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Form,
  FormControl,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormSubmit,
  TextFormField,
} from '@/components/ui/form';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { formatDate, formatNumber, latinDigits } from '@/lib/format';
import { useGrantDays } from '../api/admin-api';

const GrantSchema = z.object({
  days: z
    .string()
    .trim()
    .min(1)
    .transform(latinDigits)
    .pipe(z.string().regex(/^\d{1,4}$/))
    .transform(Number)
    .pipe(z.number().int().min(COMPLIMENTARY_DAYS.min).max(COMPLIMENTARY_DAYS.max)),
  planId: z.string(),
});

/**
 * Complimentary days (admin only): a running subscription ends N days later on its own plan; without one the admin
 * picks the plan of a new subscription. No payment is made either way (ADR 085).
 */
export function GrantForm({
  userId,
  hasRunningSubscription,
  plans,
}: {
  userId: string;
  hasRunningSubscription: boolean;
  plans: Plan[];
}) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const grant = useGrantDays(userId);
  const [done, setDone] = useState<string | null>(null);
  const range = {
    min: formatNumber(COMPLIMENTARY_DAYS.min, lng),
    max: formatNumber(COMPLIMENTARY_DAYS.max, lng),
  };

  return (
    <Form
      schema={GrantSchema}
      defaultValues={{ days: '', planId: plans[0] ? String(plans[0].id) : '' }}
      messages={{
        days: {
          required: 'admin:grant.errors.daysRequired',
          too_small: 'admin:grant.errors.daysRange',
          too_big: 'admin:grant.errors.daysRange',
          invalid: 'admin:grant.errors.daysRange',
        },
      }}
      onSubmit={async ({ days, planId }, form) => {
        setDone(null);
        const result = await grant.mutateAsync({
          days,
          planId: hasRunningSubscription || !planId ? null : Number(planId),
        });
        form.reset({ days: '', planId });
        setDone(
          t(result.kind === 'extended' ? 'grant.extended' : 'grant.granted', {
            date: formatDate(result.currentPeriodEnd, lng, { dateStyle: 'long' }),
          }),
        );
      }}
      className="space-y-4"
    >
      <p className="text-sm text-muted">
        {t(hasRunningSubscription ? 'grant.extendHint' : 'grant.newHint', range)}
      </p>
      <TextFormField<z.input<typeof GrantSchema>>
        name="days"
        label={t('grant.days')}
        hint={t('grant.daysHint', range)}
        inputMode="numeric"
        autoComplete="off"
      />
      {hasRunningSubscription ? null : (
        <FormField
          name="planId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('grant.plan')}</FormLabel>
              <FormControl>
                <select {...field} className={inputClass}>
                  {plans.map((plan) => (
                    <option key={plan.id} value={String(plan.id)}>
                      {plan.display_names[lng === 'en' ? 'en' : 'ar']}
                    </option>
                  ))}
                </select>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormError />
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      <FormSubmit>{t(hasRunningSubscription ? 'grant.submitExtend' : 'grant.submitNew')}</FormSubmit>
    </Form>
  );
}
