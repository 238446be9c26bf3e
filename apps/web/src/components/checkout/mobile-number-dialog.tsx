import * as Dialog from '@radix-ui/react-dialog';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormSubmit, ServerFieldError, TextFormField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { SaudiMobileSchema } from '@/lib/form-rules';

const MobileSchema = z.object({ mobile: SaudiMobileSchema });

interface MobileNumberDialogProps {
  open: boolean;
  /** The server's complaint about the last number tried, if any. */
  serverError: string | null;
  pending: boolean;
  onSubmit: (mobile: string) => void;
  onClose: () => void;
}

/** Asks for the Saudi mobile number the payment provider requires on an invoice. */
export function MobileNumberDialog({
  open,
  serverError,
  pending,
  onSubmit,
  onClose,
}: MobileNumberDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
            <Smartphone aria-hidden="true" className="size-6" />
          </span>
          <Dialog.Title className="text-xl font-bold text-fg">{t('purchase.mobile.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
            {t('purchase.mobile.body')}
          </Dialog.Description>
          <Form
            schema={MobileSchema}
            defaultValues={{ mobile: '' }}
            messages={{ mobile: 'common:purchase.mobile.invalid' }}
            onSubmit={({ mobile }) => onSubmit(mobile)}
            className="mt-5 space-y-4"
          >
            <ServerFieldError name="mobile" message={serverError} />
            <TextFormField
              name="mobile"
              label={t('purchase.mobile.label')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className="[&_input]:text-start"
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">{t('purchase.mobile.cancel')}</Button>
              </Dialog.Close>
              <FormSubmit disabled={pending}>
                {pending ? <Spinner className="size-4" /> : null}
                {t('purchase.mobile.submit')}
              </FormSubmit>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
