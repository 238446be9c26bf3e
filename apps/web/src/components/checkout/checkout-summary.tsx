import type { PlanChange, Quote } from '@mustashar/contracts';
import { BadgePercent, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  ServerFieldError,
} from '@/components/ui/form';
import { inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';

const DiscountSchema = z.object({ code: z.string().trim().max(64) });

const DISCOUNT_ERRORS = ['unknown', 'expired', 'not_started', 'used_up', 'already_used', 'not_for_plan'];

/** A discount code the server refused, in the screen's words; other failures keep the server's message. */
export function discountErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    const what = error.code.replace(/^billing:discount_/, '');
    if (DISCOUNT_ERRORS.includes(what)) return t(`checkout.errors.${what}`);
    if (error.message) return error.message;
  }
  return t('checkout.quoteFailed');
}

interface CheckoutSummaryProps {
  /** The server's quote to show (with the code when it was accepted, else without). */
  quote: Quote | undefined;
  loading: boolean;
  /** The code the user applied, accepted or not. */
  code: string | null;
  codeError: string | null;
  checkingCode: boolean;
  onApply: (code: string | null) => void;
  disabled?: boolean;
}

/** When the paid period ends, and what the change does to the running plan, as the server's quote says. */
function PeriodNote({ change, plan }: { change: PlanChange; plan: string }) {
  const { t, i18n } = useTranslation('billing');
  const date = formatDate(change.periodEnd, i18n.resolvedLanguage, { dateStyle: 'long' }) || change.periodEnd;
  return (
    <div className="mt-3 space-y-1 border-t border-border pt-3 text-sm" data-testid="checkout-period">
      <p className="font-medium text-fg">
        {change.kind === 'renew'
          ? t('checkout.period.renew', { date })
          : change.kind === 'change'
            ? t('checkout.period.change', { from: change.fromPlanName ?? '', plan, date })
            : t('checkout.period.new', { date })}
      </p>
      {change.kind === 'change' && change.extraDays > 0 ? (
        <p className="text-muted">
          {t('checkout.period.extraDays', {
            count: change.extraDays,
            days: formatNumber(change.extraDays, i18n.resolvedLanguage),
          })}
        </p>
      ) : null}
      {change.kind === 'change' && change.unusedCents > 0 ? (
        <p className="text-muted">
          {t('checkout.period.unused', { amount: formatMoney(change.unusedCents, i18n.resolvedLanguage) })}
        </p>
      ) : null}
    </div>
  );
}

/** The checkout's amounts from the server's quote, and the discount code field that asks for a new one. */
export function CheckoutSummary({
  quote,
  loading,
  code,
  codeError,
  checkingCode,
  onApply,
  disabled,
}: CheckoutSummaryProps) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const accepted = code !== null && !codeError && !checkingCode && quote?.discount?.code !== undefined;

  return (
    <div className="mt-5 space-y-4">
      <div className="rounded-xl border border-border bg-surface-2/60 p-4 text-sm" aria-live="polite">
        {loading && !quote ? (
          <div className="flex items-center gap-2 text-muted">
            <Spinner className="size-4" />
            {t('checkout.loading')}
          </div>
        ) : quote ? (
          <>
            <dl className="space-y-2">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{t('checkout.price')}</dt>
                <dd className="text-fg tabular-nums">{formatMoney(quote.subtotalCents, lng)}</dd>
              </div>
              {quote.discount ? (
                <div className="flex justify-between gap-4" data-testid="checkout-discount">
                  <dt className="text-muted">{t('checkout.discount', { code: quote.discount.code })}</dt>
                  <dd className="font-medium text-emerald-700 tabular-nums dark:text-emerald-300">
                    <bdi>−{formatMoney(quote.discount.amountCents, lng)}</bdi>
                  </dd>
                </div>
              ) : null}
              {quote.change && quote.change.creditCents > 0 ? (
                <div className="flex justify-between gap-4" data-testid="checkout-credit">
                  <dt className="text-muted">
                    {t('checkout.credit', { plan: quote.change.fromPlanName ?? '' })}
                  </dt>
                  <dd className="font-medium text-emerald-700 tabular-nums dark:text-emerald-300">
                    <bdi>−{formatMoney(quote.change.creditCents, lng)}</bdi>
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-bold">
                <dt className="text-fg">{t('checkout.total')}</dt>
                <dd className="text-fg tabular-nums" data-testid="checkout-total">
                  {formatMoney(quote.totalCents, lng)}
                </dd>
              </div>
            </dl>
            {/* Outside the list of amounts: a definition list holds only its terms and values. */}
            <p className="mt-2 text-xs text-muted">
              {t('checkout.vat', { vat: formatMoney(quote.vatCents, lng) })}
            </p>
            {quote.change ? <PeriodNote change={quote.change} plan={quote.planName} /> : null}
          </>
        ) : (
          <p className="text-muted">{t('checkout.quoteFailed')}</p>
        )}
      </div>

      {accepted ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
          <span className="flex items-center gap-2">
            <BadgePercent aria-hidden="true" className="size-4 shrink-0" />
            {t('checkout.applied', { code: quote?.discount?.code })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onApply(null)} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            {t('checkout.remove')}
          </Button>
        </div>
      ) : (
        <Form
          schema={DiscountSchema}
          defaultValues={{ code: code ?? '' }}
          onSubmit={({ code: typed }) => onApply(typed || null)}
        >
          {(form) => (
            <>
              {/* The server judges the code; its refusal shows on the field. */}
              <ServerFieldError name="code" message={codeError} />
              <FormField
                name="code"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('checkout.codeLabel')}</FormLabel>
                    <div className="flex gap-2">
                      <FormControl>
                        <input
                          {...field}
                          dir="ltr"
                          autoComplete="off"
                          autoCapitalize="characters"
                          spellCheck={false}
                          maxLength={64}
                          placeholder={t('checkout.codePlaceholder')}
                          className={`${inputClass} uppercase placeholder:normal-case`}
                          disabled={disabled}
                        />
                      </FormControl>
                      <Button
                        type="submit"
                        variant="outline"
                        disabled={disabled || checkingCode || !form.watch('code').trim()}
                      >
                        {checkingCode ? <Spinner className="size-4" /> : null}
                        {t('checkout.apply')}
                      </Button>
                    </div>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </>
          )}
        </Form>
      )}
    </div>
  );
}
