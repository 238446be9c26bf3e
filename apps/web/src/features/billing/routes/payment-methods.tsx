import { ArrowRight, Info, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { useTeam } from '@/lib/api/team';
import { useMethods } from '../api/get-methods';
import { PageHeading } from '../components/page-heading';
import { MethodList } from '../components/payment-methods-card';

/**
 * /dashboard/payment-methods: the saved cards; new cards are added on the provider's page when paying. A member of
 * someone else's team is told the owner manages them (the server refuses a member's changes).
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation('billing');
  const methods = useMethods();
  const team = useTeam();
  const member = team.data?.canManage === false;
  const [explain, setExplain] = useState(false);
  return (
    <div className="mx-auto max-w-3xl">
      <ButtonLink to="/dashboard/billing" variant="ghost" size="sm" className="-ms-3 mb-2">
        <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
        {t('paymentMethods.back')}
      </ButtonLink>
      <PageHeading
        title={t('paymentMethods.title')}
        subtitle={t('paymentMethods.subtitle')}
        actions={
          member ? null : (
            <Button onClick={() => setExplain(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('paymentMethods.add')}
            </Button>
          )
        }
      />
      {explain ? (
        <div className="mb-4">
          <FormAlert tone="info">
            <span className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('paymentMethods.addInfo')}
            </span>
          </FormAlert>
        </div>
      ) : null}
      <Card>
        {member ? (
          <FormAlert tone="info">{t('paymentMethods.ownerOnly')}</FormAlert>
        ) : methods.isLoading ? (
          <div className="h-12 animate-pulse rounded-xl bg-surface-2" />
        ) : methods.isError ? (
          <p className="text-muted">{t('billing.methods.loadFailed')}</p>
        ) : methods.data && methods.data.length > 0 ? (
          <MethodList methods={methods.data} />
        ) : (
          <div className="py-6 text-center">
            <p className="font-medium text-fg">{t('billing.methods.empty')}</p>
            <p className="mt-1 text-sm text-muted">{t('billing.methods.emptyBody')}</p>
          </div>
        )}
      </Card>
    </div>
  );
}
