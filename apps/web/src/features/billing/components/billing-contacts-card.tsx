import { Mail, Pencil, Phone, Plus, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailText } from '@/components/ui/email-address';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { normalizeSaudiMobile } from '@/lib/saudi-mobile';
import { type ContactDraft, useContacts } from '../api/get-contacts';
import { useUpdateContacts } from '../api/update-contacts';
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
  initial: ContactDraft;
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
