import type { VerifyPaymentResponse } from '@mustashar/contracts';
import { CHECKOUT_POLL, PAYMENT_SUCCESS_REDIRECT_SECONDS } from '@mustashar/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { getSubscription } from '@/lib/api/subscription';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatRiyals } from '@/lib/format';
import { loginPath, useAuth } from '@/lib/session';
import { billingKeys } from '../api/keys';
import { verifyPayment } from '../api/verify-payment';
import { clearCheckoutMarker, readCheckoutMarker } from '../lib/checkout-marker';
import { brandLabel } from '../lib/format';
import { pollCheckout } from '../lib/poll-checkout';

type CallbackState =
  | { kind: 'verifying' }
  /** `result` is null when the outcome came from polling the subscription (the provider sent no transaction). */
  | { kind: 'success'; result: VerifyPaymentResponse | null }
  | { kind: 'declined'; signedOut: boolean }
  | { kind: 'canceled'; signedOut: boolean }
  | { kind: 'processing'; signedOut: boolean }
  /** The server refused to check this transaction (unknown, tampered, amount mismatch): its reason is shown. */
  | { kind: 'failed'; message: string | null; status: string | null }
  | { kind: 'error'; reason: 'invalid' | 'failed' | 'unchecked' };

/** Each payment status that is not paid has its own screen. */
const UNPAID = { failed: 'declined', canceled: 'canceled', pending: 'processing' } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Verifies the payment the provider sent the browser back with; never trusts the query on its own. A payment still
 * pending is asked about again a few times before the page says it is still processing. Without the provider's
 * query, a checkout this browser started (its marker) is followed through the subscription instead.
 */
function useVerification(
  transactionNo: string | null,
  orderNumber: string | null,
  round: number,
): CallbackState {
  const hasQuery = Boolean(transactionNo && orderNumber);
  const [state, setState] = useState<CallbackState>(() =>
    hasQuery || readCheckoutMarker() ? { kind: 'verifying' } : { kind: 'error', reason: 'invalid' },
  );
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const started = useRef<string | null>(null);
  const gone = useRef(false);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  useEffect(() => {
    const marker = hasQuery ? null : readCheckoutMarker();
    if (!hasQuery && !marker) return;
    const key = `${transactionNo}|${orderNumber}|${round}`;
    if (started.current === key) return;
    started.current = key;
    setState({ kind: 'verifying' });

    const unlock = async () => {
      clearCheckoutMarker();
      // The signed-in user now has subscriptionActive: the chat and the dashboard unlock.
      await refresh();
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    };

    const settle = async (): Promise<CallbackState> => {
      if (marker) {
        const outcome = await pollCheckout({ marker, getSubscription });
        if (outcome === 'active') {
          await unlock();
          return { kind: 'success', result: null };
        }
        clearCheckoutMarker();
        return outcome === 'pending'
          ? { kind: 'processing', signedOut: false }
          : { kind: 'error', reason: 'unchecked' };
      }
      for (let attempt = 1; ; attempt++) {
        let result: VerifyPaymentResponse;
        try {
          result = await verifyPayment(transactionNo!, orderNumber!);
        } catch (error) {
          // A refusal (unknown or tampered transaction, amount mismatch) is a payment that did not go through;
          // a lost session, a server fault or the network is an error to take to support.
          if (
            error instanceof ApiError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 401
          ) {
            const status = typeof error.body.status === 'string' ? error.body.status : null;
            return { kind: 'failed', message: error.message || null, status };
          }
          return { kind: 'error', reason: 'failed' };
        }
        if (result.verified) {
          await unlock();
          return { kind: 'success', result };
        }
        if (result.status === 'pending' && attempt < CHECKOUT_POLL.tries && !gone.current) {
          await wait(CHECKOUT_POLL.intervalMs);
          continue;
        }
        if (result.status !== 'pending') clearCheckoutMarker();
        return {
          kind: result.status === 'paid' ? 'processing' : UNPAID[result.status],
          signedOut: result.payment === null,
        };
      }
    };
    void settle().then(setState);
  }, [hasQuery, transactionNo, orderNumber, round, refresh, queryClient]);

  return state;
}

/** Without our session the server tells only the outcome: the details wait behind signing in. */
const isSignedOut = (state: CallbackState) =>
  (state.kind === 'success' && state.result?.payment === null) ||
  ((state.kind === 'declined' || state.kind === 'canceled' || state.kind === 'processing') &&
    state.signedOut);

/** Counts down from PAYMENT_SUCCESS_REDIRECT_SECONDS once `running`, then goes to /dashboard. */
function useRedirectCountdown(running: boolean): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(PAYMENT_SUCCESS_REDIRECT_SECONDS);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      void navigate('/dashboard', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left, navigate]);
  return left;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

const ICONS = {
  verifying: null,
  success: <CircleCheck aria-hidden="true" className="size-8" />,
  declined: <CircleX aria-hidden="true" className="size-8" />,
  canceled: <Ban aria-hidden="true" className="size-8" />,
  processing: <Clock aria-hidden="true" className="size-8" />,
  failed: <CircleX aria-hidden="true" className="size-8" />,
  error: <CircleAlert aria-hidden="true" className="size-8" />,
};

const ICON_TONES = {
  verifying: 'bg-primary-soft text-primary-soft-fg',
  success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  declined: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  canceled: 'bg-surface-2 text-fg',
  processing: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  failed: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  error: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
};

/**
 * /payment/callback?TransactionNo&OrderNumber: the payment result, the one place every return from the payment page
 * ends (the dashboard sends a return that reached it here). Paid, declined, canceled and still processing each have
 * their own words and next step.
 */
export function PaymentCallbackPage() {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const [params] = useSearchParams();
  const [round, setRound] = useState(0);
  const state = useVerification(params.get('TransactionNo'), params.get('OrderNumber'), round);
  const signedOut = isSignedOut(state);
  // Signed out, the dashboard would only bounce to the login page: the sign-in link is offered instead.
  const left = useRedirectCountdown(state.kind === 'success' && !signedOut);
  const signInHint = signedOut ? (
    <p data-testid="payment-sign-in" className="mt-5 text-sm text-fg">
      {t('callback.signedOut')}
    </p>
  ) : null;
  const signIn = (variant?: 'outline') => (
    <ButtonLink to={loginPath('/dashboard/billing')} variant={variant}>
      {t('callback.actions.signIn')}
    </ButtonLink>
  );
  const tryAgain = <ButtonLink to="/pricing">{t('callback.actions.tryAgain')}</ButtonLink>;
  const billing = (variant: 'outline' | 'ghost' = 'outline') =>
    signedOut ? (
      signIn('outline')
    ) : (
      <ButtonLink to="/dashboard/billing" variant={variant}>
        {t('callback.actions.billing')}
      </ButtonLink>
    );
  const help = (
    <ButtonLink to="/help" variant="ghost">
      {t('callback.actions.help')}
    </ButtonLink>
  );

  const title = t(`callback.${state.kind}.title`);
  let body: ReactNode;
  let actions: ReactNode;
  if (state.kind === 'verifying') {
    body = t('callback.verifying.body');
  } else if (state.kind === 'success') {
    const payment = state.result?.payment;
    body = (
      <>
        {state.result ? t('callback.success.body') : t('checkout.active')}
        {payment ? (
          <dl className="mt-5 divide-y divide-border rounded-xl border border-border bg-surface-2/50 px-4 text-start">
            {payment.transactionNo ? (
              <Detail label={t('callback.details.transaction')}>
                {/* Kept as the provider issued it (Latin digits): it is copied to support and matched on the receipt. */}
                <span dir="ltr">{payment.transactionNo}</span>
              </Detail>
            ) : null}
            {payment.amount !== null ? (
              <Detail label={t('callback.details.amount')}>{formatRiyals(payment.amount, lng)}</Detail>
            ) : null}
            {payment.paymentMethod ? (
              <Detail label={t('callback.details.method')}>{brandLabel(payment.paymentMethod)}</Detail>
            ) : null}
            {payment.receiptUrl ? (
              <Detail label={t('callback.details.receipt')}>
                <a
                  href={payment.receiptUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  {t('callback.details.openReceipt')}
                </a>
              </Detail>
            ) : null}
          </dl>
        ) : null}
        {signedOut ? (
          signInHint
        ) : (
          <p role="status" className="mt-5 font-medium text-fg">
            {t('callback.success.redirect', {
              time: formatNumber(left, lng, { style: 'unit', unit: 'second', unitDisplay: 'long' }),
            })}
          </p>
        )}
      </>
    );
    actions = signedOut ? (
      signIn()
    ) : (
      <>
        <ButtonLink to="/dashboard" replace>
          {t('callback.actions.dashboard')}
        </ButtonLink>
        {billing()}
      </>
    );
  } else if (state.kind === 'declined' || state.kind === 'canceled' || state.kind === 'processing') {
    body = (
      <>
        <span className="block">{t(`callback.${state.kind}.body`)}</span>
        <span className="mt-2 block text-sm">{t(`callback.${state.kind}.next`)}</span>
        {signInHint}
      </>
    );
    actions =
      state.kind === 'processing' ? (
        <>
          <Button onClick={() => setRound((r) => r + 1)}>{t('callback.actions.checkAgain')}</Button>
          {billing()}
          {help}
        </>
      ) : (
        <>
          {tryAgain}
          {state.kind === 'canceled' && !signedOut ? (
            <ButtonLink to="/dashboard" variant="outline">
              {t('callback.actions.dashboard')}
            </ButtonLink>
          ) : (
            billing()
          )}
          {help}
        </>
      );
  } else if (state.kind === 'failed') {
    const statusKey = state.status?.toLowerCase();
    body = (
      <>
        <span className="block">{state.message ?? t('callback.failed.default')}</span>
        {state.status ? (
          <span className="mt-2 block text-sm">
            {t('callback.failed.status', {
              status: t(`callback.status.${statusKey}`, { defaultValue: state.status }),
            })}
          </span>
        ) : null}
      </>
    );
    actions = (
      <>
        {tryAgain}
        {billing()}
        {help}
      </>
    );
  } else {
    body =
      state.reason === 'invalid'
        ? t('callback.error.invalid')
        : state.reason === 'unchecked'
          ? t('checkout.error')
          : t('callback.error.body');
    actions = (
      <>
        <ButtonLink to="/dashboard">{t('callback.actions.dashboard')}</ButtonLink>
        <ButtonLink to="/pricing" variant="outline">
          {t('callback.actions.pricing')}
        </ButtonLink>
        {help}
      </>
    );
  }

  return (
    <section className="px-4 pt-28 pb-16 sm:pt-36" aria-labelledby="payment-result-title">
      <PageMeta title={`${title} | ${t('common:app.name')}`} />
      <div
        data-testid="payment-result"
        data-state={state.kind}
        className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
      >
        <span
          className={`mx-auto mb-5 inline-flex size-16 items-center justify-center rounded-full ${ICON_TONES[state.kind]}`}
        >
          {state.kind === 'verifying' ? (
            <Spinner className="size-8" label={t('callback.verifying.title')} />
          ) : (
            ICONS[state.kind]
          )}
        </span>
        <p className="text-sm font-medium text-muted">{t('callback.eyebrow')}</p>
        <h1 id="payment-result-title" className="mt-1 text-2xl leading-tight font-bold text-fg sm:text-3xl">
          {title}
        </h1>
        <div aria-live="polite" className="mt-3 leading-relaxed text-muted">
          {body}
        </div>
        {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
