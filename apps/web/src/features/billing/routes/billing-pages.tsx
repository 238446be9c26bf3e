import { CreditCard, Package, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

function BillingIntro({ page, icon }: { page: string; icon: ReactNode }) {
  const { t } = useTranslation('account');
  return <PageIntro title={t(`dashboard.${page}.title`)} body={t(`dashboard.${page}.body`)} icon={icon} />;
}

export const BillingPage = () => (
  <BillingIntro page="billing" icon={<ReceiptText aria-hidden="true" className="size-7" />} />
);
export const PaymentMethodsPage = () => (
  <BillingIntro page="paymentMethods" icon={<CreditCard aria-hidden="true" className="size-7" />} />
);
export const PackagesPage = () => (
  <BillingIntro page="packages" icon={<Package aria-hidden="true" className="size-7" />} />
);
