import { Mail, Pencil, Phone, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailText } from '@/components/ui/email-address';
import { Form, FormSubmit, TextFormField } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { EmailSchema, SaudiMobileSchema } from '@/lib/form-rules';
import { type ContactDraft, useContacts } from '../api/get-contacts';
import { useUpdateContacts } from '../api/update-contacts';
import { toast } from '../lib/toast';
import { Modal } from './modal';

// Each field may be left blank; one that is filled in follows the contracts' rule for it.
const blank = z.string().trim().length(0);
const ContactFormSchema = z.object({
  name: z.string().trim().max(100),
  email: z.union([blank, EmailSchema]),
  mobile: z.union([blank, SaudiMobileSchema]),
});

function ContactDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ContactDraft;
}) {
  const { t } = useTranslation('billing');
  const save = useUpdateContacts();

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.contacts.dialogTitle')}
      description={t('billing.contacts.dialogBody')}
    >
      <Form
        schema={ContactFormSchema}
        defaultValues={initial}
        messages={{
          email: 'billing:billing.contacts.invalidEmail',
          mobile: 'billing:billing.contacts.invalidMobile',
        }}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync(values);
            toast.success(t('billing.contacts.saved'));
            onOpenChange(false);
          } catch (error) {
            toast.error(
              error instanceof ApiError && error.message ? error.message : t('billing.contacts.failed'),
            );
          }
        }}
        className="mt-5 space-y-4"
      >
        <TextFormField name="name" label={t('billing.contacts.name')} autoComplete="name" />
        <TextFormField name="email" label={t('billing.contacts.email')} type="email" autoComplete="email" />
        <TextFormField name="mobile" label={t('billing.contacts.mobile')} type="tel" autoComplete="tel" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <FormSubmit>{t('actions.save')}</FormSubmit>
        </div>
      </Form>
    </Modal>
  );
}

/** Who receives invoices: the saved contact's details, or a plain empty state (never sample values as data). */
export function BillingContactsCard() {
  const { t } = useTranslation('billing');
  const contacts = useContacts();
  const [open, setOpen] = useState(false);
  const contact = contacts.data ?? null;
  const rows = [
    { key: 'name', Icon: UserRound, value: contact?.name, ltr: false },
    { key: 'email', Icon: Mail, value: contact?.email, ltr: true },
    { key: 'mobile', Icon: Phone, value: contact?.mobile, ltr: true },
  ].filter((row) => row.value);
  return (
    <Card aria-labelledby="contacts-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="contacts-title" className="text-lg font-bold text-fg">
          {t('billing.contacts.title')}
        </h2>
        {rows.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)} disabled={contacts.isLoading}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('billing.contacts.edit')}
          </Button>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <>
          <p className="text-sm text-muted">{t('billing.contacts.hint')}</p>
          <ul className="mt-3 space-y-2">
            {rows.map(({ key, Icon, value, ltr }) => (
              <li key={key} className="flex items-center gap-3 text-sm">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {key === 'email' && value ? (
                  <EmailText email={value} className="min-w-0 font-medium text-fg" />
                ) : (
                  <span dir={ltr ? 'ltr' : undefined} className="min-w-0 truncate font-medium text-fg">
                    {value}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : contacts.isLoading ? null : (
        <div data-testid="contacts-empty" className="mt-2">
          <p className="font-medium text-fg">{t('billing.contacts.emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('billing.contacts.emptyBody')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('billing.contacts.add')}
          </Button>
        </div>
      )}
      {open ? (
        <ContactDialog
          open={open}
          onOpenChange={setOpen}
          initial={{ name: contact?.name ?? '', email: contact?.email ?? '', mobile: contact?.mobile ?? '' }}
        />
      ) : null}
    </Card>
  );
}
