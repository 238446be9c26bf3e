import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { AuthHeading } from '../components/auth-heading';

/** The account exists but has no active subscription. */
export function CompletePaymentPage() {
  const { t } = useTranslation('account');
  return (
    <div>
      <AuthHeading
        title={t('auth.completePayment.title')}
        body={t('auth.completePayment.body')}
        icon={<CreditCard aria-hidden="true" className="size-6" />}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/#pricing" size="lg" className="flex-1">
          {t('auth.completePayment.choosePlan')}
        </ButtonLink>
        <ButtonLink to="/" variant="outline" size="lg" className="flex-1">
          {t('links.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
