import { Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { type BillingContact, useContacts } from '../api/get-contacts';
import { useUpdateContacts } from '../api/update-contacts';
import { normalizeSaudiMobile } from '../lib/saudi-mobile';
import { toast } from '../lib/toast';
import { Modal } from './modal';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ContactDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: BillingContact;
}) {
  const { t } = useTranslation('billing');
  const save = useUpdateContacts();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ email?: string; mobile?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (draft.email.trim() && !EMAIL.test(draft.email.trim()))
      next.email = t('billing.contacts.invalidEmail');
    const mobile = draft.mobile.trim() ? normalizeSaudiMobile(draft.mobile) : '';
    if (mobile === null) next.mobile = t('billing.contacts.invalidMobile');
    setErrors(next);
    if (next.email || next.mobile) return;
    try {
      await save.mutateAsync({ ...draft, mobile: mobile ?? '' });
      toast.success(t('billing.contacts.saved'));
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('billing.contacts.failed'));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.contacts.dialogTitle')}
      description={t('billing.contacts.dialogBody')}
    >
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextField
          label={t('billing.contacts.name')}
          value={draft.name}
          autoComplete="name"
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        />
        <TextField
          label={t('billing.contacts.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={draft.email}
          error={errors.email}
          onChange={(e) => setDraft((d) => ({ ...d, email: e.target.value }))}
        />
        <TextField
          label={t('billing.contacts.mobile')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="05XXXXXXXX"
          value={draft.mobile}
          error={errors.mobile}
          onChange={(e) => setDraft((d) => ({ ...d, mobile: e.target.value }))}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4" /> : null}
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Who receives invoices; placeholder values (the finance team) until a contact is saved. */
export function BillingContactsCard() {
  const { t } = useTranslation('billing');
  const contacts = useContacts();
  const [open, setOpen] = useState(false);
  const contact = contacts.data ?? null;
  const rows = [
    { Icon: UserRound, value: contact?.name, placeholder: t('billing.contacts.defaultName') },
    { Icon: Mail, value: contact?.email, placeholder: t('billing.contacts.emailPlaceholder'), ltr: true },
    { Icon: Phone, value: contact?.mobile, placeholder: t('billing.contacts.mobilePlaceholder'), ltr: true },
  ];
  return (
    <Card aria-labelledby="contacts-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="contacts-title" className="text-lg font-bold text-fg">
          {t('billing.contacts.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)} disabled={contacts.isLoading}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('billing.contacts.edit')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('billing.contacts.hint')}</p>
      <ul className="mt-3 space-y-2">
        {rows.map(({ Icon, value, placeholder, ltr }) => (
          <li key={placeholder} className="flex items-center gap-3 text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
            {value ? (
              <span dir={ltr ? 'ltr' : undefined} className="min-w-0 truncate font-medium text-fg">
                {value}
              </span>
            ) : (
              <span dir={ltr && placeholder.includes('@') ? 'ltr' : undefined} className="text-muted italic">
                {placeholder}
              </span>
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <ContactDialog
          open={open}
          onOpenChange={setOpen}
          initial={contact ?? { name: '', email: '', mobile: '' }}
        />
      ) : null}
    </Card>
  );
}
