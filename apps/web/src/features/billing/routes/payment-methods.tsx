import type { PaymentMethod } from '@mustashar/contracts';
import { ArrowRight, Info, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTeam } from '@/lib/api/team';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useMethods } from '../api/get-methods';
import { useRemoveMethod } from '../api/remove-method';
import { useSetDefaultMethod } from '../api/set-default-method';
import { PageHeading } from '../components/page-heading';
import { MethodList } from '../components/payment-methods-card';
import { brandLabel } from '../lib/format';
import { toast } from '../lib/toast';

/**
 * /dashboard/payment-methods: the cards saved at the provider with the owner's consent, the default one charged on
 * renewal. The owner makes another the default or removes one; new cards are saved on the provider's payment page
 * (no card number reaches our server). A member of someone else's team is told the owner manages them (the server
 * refuses a member too).
 */
export function PaymentMethodsPage() {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const team = useTeam();
  const member = team.data?.canManage === false;
  const methods = useMethods({ enabled: team.isSuccess && !member });
  const setDefault = useSetDefaultMethod();
  const remove = useRemoveMethod();
  const [explain, setExplain] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);

  const label = (method: PaymentMethod) =>
    t('billing.methods.cardEnding', {
      brand: brandLabel(method.brand) || method.name || '',
      last4: formatNumber(method.last4, lng, { useGrouping: false, minimumIntegerDigits: 4 }),
    });
  const failed = (err: unknown) =>
    setError(err instanceof ApiError && err.message ? err.message : t('paymentMethods.actionFailed'));

  const makeDefault = async (method: PaymentMethod) => {
    setError(null);
    try {
      await setDefault.mutateAsync(method.id);
      toast.success(t('paymentMethods.defaultSet', { card: label(method) }));
    } catch (err) {
      failed(err);
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setError(null);
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t('paymentMethods.removed', { card: label(removing) }));
    } catch (err) {
      failed(err);
    } finally {
      setRemoving(null);
    }
  };

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
      {error ? (
        <div className="mb-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <Card>
        {member ? (
          <FormAlert tone="info">{t('paymentMethods.ownerOnly')}</FormAlert>
        ) : methods.isPending ? (
          <div className="h-12 animate-pulse rounded-xl bg-surface-2" />
        ) : methods.isError ? (
          <p className="text-muted">{t('billing.methods.loadFailed')}</p>
        ) : methods.data.length > 0 ? (
          <>
            <p className="text-sm text-muted">{t('paymentMethods.renewalNote')}</p>
            <MethodList
              methods={methods.data}
              actions={(method) => (
                <>
                  {method.is_default ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => makeDefault(method)}
                      disabled={setDefault.isPending}
                      aria-label={t('paymentMethods.makeDefaultFor', { card: label(method) })}
                    >
                      {setDefault.isPending && setDefault.variables === method.id ? (
                        <Spinner className="size-4" />
                      ) : (
                        <Star aria-hidden="true" className="size-4" />
                      )}
                      {t('paymentMethods.makeDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 dark:text-red-300"
                    onClick={() => setRemoving(method)}
                    aria-label={t('paymentMethods.removeFor', { card: label(method) })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('paymentMethods.remove')}
                  </Button>
                </>
              )}
            />
          </>
        ) : (
          <div className="py-6 text-center">
            <p className="font-medium text-fg">{t('billing.methods.empty')}</p>
            <p className="mt-1 text-sm text-muted">{t('billing.methods.emptyBody')}</p>
          </div>
        )}
      </Card>
      <Modal
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('paymentMethods.removeTitle')}
        description={removing ? t('paymentMethods.removeBody', { card: label(removing) }) : undefined}
      >
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setRemoving(null)}>
            {t('paymentMethods.keep')}
          </Button>
          <Button
            onClick={confirmRemove}
            disabled={remove.isPending}
            className="bg-red-600 text-white hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500"
          >
            {remove.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            {t('paymentMethods.removeConfirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
