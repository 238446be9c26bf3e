import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Shown before a member of someone's team buys a plan: they already use the owner's subscription, and buying starts
 * one of their own, paid by them. Continue goes on to the usual checkout; Cancel changes nothing.
 */
export function TeamPurchaseDialog({
  ownerName,
  onContinue,
  onCancel,
}: {
  /** The team's owner; null while unknown (the text then says "a team"). */
  ownerName: string | null;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6 ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <Dialog.Title className="text-xl font-bold text-fg">
            {ownerName ? t('teamPurchase.title', { owner: ownerName }) : t('teamPurchase.titleNoName')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
            {t('teamPurchase.body')}
          </Dialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              {t('teamPurchase.cancel')}
            </Button>
            <Button onClick={onContinue}>{t('teamPurchase.continue')}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
