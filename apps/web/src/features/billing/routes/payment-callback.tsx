import type { VerifyPaymentResponse } from '@mustashar/contracts';
import { PAYMENT_SUCCESS_REDIRECT_SECONDS } from '@mustashar/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatRiyals } from '@/lib/format';
import { loginPath, useAuth } from '@/lib/session';
import { billingKeys } from '../api/keys';
import { verifyPayment } from '../api/verify-payment';
import { clearCheckoutMarker } from '../lib/checkout-marker';
import { brandLabel } from '../lib/format';

type CallbackState =
  | { kind: 'verifying' }
  | { kind: 'success'; result: VerifyPaymentResponse }
  | { kind: 'failed'; message: string | null; status: string | null; signedOut: boolean }
  | { kind: 'error'; reason: 'invalid' | 'failed' };

/** Verifies the payment the provider sent the browser back with; never trusts the query on its own. */
function useVerification(transactionNo: string | null, orderNumber: string | null): CallbackState {
  const [state, setState] = useState<CallbackState>(() =>
    transactionNo && orderNumber ? { kind: 'verifying' } : { kind: 'error', reason: 'invalid' },
  );
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!transactionNo || !orderNumber) return;
    const key = `${transactionNo}|${orderNumber}`;
    if (started.current === key) return;
    started.current = key;
    void (async () => {
      let result: VerifyPaymentResponse;
      try {
        result = await verifyPayment(transactionNo, orderNumber);
      } catch (error) {
        // A refusal (unknown or tampered transaction, amount mismatch) is a payment that did not go through;
        // a lost session, a server fault or the network is an error to take to support.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
          const status = typeof error.body.status === 'string' ? error.body.status : null;
          setState({ kind: 'failed', message: error.message || null, status, signedOut: false });
          return;
        }
        setState({ kind: 'error', reason: 'failed' });
        return;
      }
      if (!result.verified) {
        setState({
          kind: 'failed',
          message: result.error ?? null,
          status: result.status,
          signedOut: result.payment === null,
        });
        return;
      }
      clearCheckoutMarker();
      // The signed-in user now has subscriptionActive: the chat and the dashboard unlock.
      await refresh();
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setState({ kind: 'success', result });
    })();
  }, [transactionNo, orderNumber, refresh, queryClient]);

  return state;
}

/** Without our session the server tells only the outcome: the details wait behind signing in. */
const isSignedOut = (state: CallbackState) =>
  (state.kind === 'success' && state.result.payment === null) || (state.kind === 'failed' && state.signedOut);

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
  failed: <CircleX aria-hidden="true" className="size-8" />,
  error: <CircleAlert aria-hidden="true" className="size-8" />,
};

const ICON_TONES = {
  verifying: 'bg-primary-soft text-primary-soft-fg',
  success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  error: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
};

/** /payment/callback?TransactionNo&OrderNumber: the payment result. */
export function PaymentCallbackPage() {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const [params] = useSearchParams();
  const state = useVerification(params.get('TransactionNo'), params.get('OrderNumber'));
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

  const title = t(`callback.${state.kind}.title`);
  let body: ReactNode;
  let actions: ReactNode;
  if (state.kind === 'verifying') {
    body = t('callback.verifying.body');
  } else if (state.kind === 'success') {
    const payment = state.result.payment;
    body = (
      <>
        {t('callback.success.body')}
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
        <ButtonLink to="/dashboard/billing" variant="outline">
          {t('callback.actions.billing')}
        </ButtonLink>
      </>
    );
  } else if (state.kind === 'failed') {
    const statusKey = state.status?.toLowerCase();
    body = (
      <>
        <span className="block">
          {state.message ??
            (statusKey === 'pending' ? t('callback.failed.notCompleted') : t('callback.failed.default'))}
        </span>
        {state.status ? (
          <span className="mt-2 block text-sm">
            {t('callback.failed.status', {
              status: t(`callback.status.${statusKey}`, { defaultValue: state.status }),
            })}
          </span>
        ) : null}
        {signInHint}
      </>
    );
    actions = (
      <>
        <ButtonLink to="/pricing">{t('callback.actions.tryAgain')}</ButtonLink>
        {signedOut ? (
          signIn('outline')
        ) : (
          <ButtonLink to="/dashboard/billing" variant="outline">
            {t('callback.actions.billing')}
          </ButtonLink>
        )}
        <ButtonLink to="/help" variant="ghost">
          {t('callback.actions.help')}
        </ButtonLink>
      </>
    );
  } else {
    body = state.reason === 'invalid' ? t('callback.error.invalid') : t('callback.error.body');
    actions = (
      <>
        <ButtonLink to="/dashboard">{t('callback.actions.dashboard')}</ButtonLink>
        <ButtonLink to="/pricing" variant="outline">
          {t('callback.actions.pricing')}
        </ButtonLink>
        <ButtonLink to="/help" variant="ghost">
          {t('callback.actions.help')}
        </ButtonLink>
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
