import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

export { CompletePaymentPage } from './complete-payment';
export { ForgotPasswordPage } from './forgot-password';
export { LoginPage } from './login';
export { RegisterPage } from './register';
export { VerifyEmailPage } from './verify-email';

// The payment result screen arrives with the billing issue.
export function PaymentCallbackPage() {
  const { t } = useTranslation('account');
  return (
    <PageIntro
      title={t('auth.paymentCallback.title')}
      body={t('auth.paymentCallback.body')}
      icon={<ReceiptText aria-hidden="true" className="size-7" />}
    />
  );
}
