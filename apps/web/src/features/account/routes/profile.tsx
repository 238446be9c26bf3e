import {
  AVATAR_MAX_BYTES,
  ConfirmEmailChangeRequestSchema,
  type Profile,
  ProfileUpdateRequestSchema,
} from '@mustashar/contracts';
import { VERIFICATION } from '@mustashar/contracts/constants';
import { BadgeCheck, Camera, Crown, Pencil } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateFormField } from '@/components/ui/date-input';
import {
  CodeFormField,
  Form,
  FormError,
  type FormMessages,
  type FormOf,
  FormSubmit,
  TextFormField,
} from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { EMAIL_MESSAGES, EmailSchema } from '@/lib/form-rules';
import { initials } from '@/lib/initials';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PageHeader } from '../components/page-header';

const ProfileFormSchema = z.object({
  name: ProfileUpdateRequestSchema.shape.name.unwrap(),
  email: EmailSchema,
  // Empty, or a whole real date: a half-typed one is refused here, with its own message, not by the server.
  dateOfBirth: z.union([z.literal(''), z.iso.date()]),
  avatar: z.string().nullable(),
});
type ProfileForm = z.input<typeof ProfileFormSchema>;

const PROFILE_MESSAGES: FormMessages = {
  name: 'account:auth.validation.nameRequired',
  email: EMAIL_MESSAGES,
  dateOfBirth: 'account:profile.dateOfBirthInvalid',
};

function toDraft(profile: Profile): ProfileForm {
  return {
    name: profile.name,
    email: profile.email,
    dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    avatar: profile.avatar,
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function PendingEmail({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const confirm = useConfirmEmailChange();
  const { updateUser } = useAuth();
  return (
    <Form
      schema={ConfirmEmailChangeRequestSchema}
      defaultValues={{ code: '' }}
      failureMessage={t('auth.verify.failed')}
      onSubmit={async ({ code }) => {
        const response = await confirm.mutateAsync(code);
        updateUser({ email: response.profile.email });
        toast.success(response.message || t('profile.updated'));
      }}
      className="mt-4 space-y-3 rounded-xl border border-border bg-surface-2 p-4"
    >
      {(form) => (
        <>
          <p className="text-sm text-fg">{t('profile.pendingEmail', { email })}</p>
          <div className="flex flex-wrap items-end gap-3">
            <CodeFormField name="code" label={t('auth.verify.codeLabel')} className="w-44" />
            <FormSubmit disabled={form.watch('code').length !== VERIFICATION.codeLength}>
              {t('profile.confirmEmail')}
            </FormSubmit>
          </div>
          <FormError />
        </>
      )}
    </Form>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user, updateUser } = useAuth();
  const profile = useProfile();
  const save = useUpdateProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isLoading) return <PageLoader />;
  if (profile.isError || !profile.data) {
    return <FormAlert>{t('profile.loadFailed')}</FormAlert>;
  }
  const current = profile.data.profile;
  const saved = toDraft(current);

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>, form: FormOf<typeof ProfileFormSchema>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.clearErrors('root');
    if (!file.type.startsWith('image/')) {
      form.setError('root.server', { message: t('profile.avatarType') });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      form.setError('root.server', { message: t('profile.avatarSize') });
      return;
    }
    form.setValue('avatar', await readAsDataUrl(file));
  };

  const submit = async (draft: z.output<typeof ProfileFormSchema>) => {
    try {
      const response = await save.mutateAsync({
        name: draft.name,
        ...(draft.email !== current.email ? { email: draft.email } : {}),
        dateOfBirth: draft.dateOfBirth || null,
        ...(draft.avatar !== current.avatar ? { avatar: draft.avatar } : {}),
      });
      updateUser({ name: response.profile.name, avatar: response.profile.avatar ?? undefined });
      toast.success(response.message || t('profile.updated'));
      setEditing(false);
    } catch (err) {
      toast.error(err instanceof ApiError && err.message ? err.message : t('profile.updateFailed'));
      throw err;
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('dashboard.profile.title')}
        body={t('dashboard.profile.body')}
        actions={
          editing ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('profile.edit')}
            </Button>
          )
        }
      />
      <Card>
        {/* Out of editing, the form shows what is saved: a new key starts it again from there. */}
        <Form
          key={editing ? 'editing' : JSON.stringify(saved)}
          schema={ProfileFormSchema}
          defaultValues={saved}
          messages={PROFILE_MESSAGES}
          failureMessage={t('profile.updateFailed')}
          onSubmit={submit}
          className="space-y-5"
        >
          {(form) => {
            const draft = form.watch();
            const name = draft.name || current.email;
            return (
              <>
                <div className="flex flex-wrap items-center gap-4">
                  <div className="relative">
                    {draft.avatar ? (
                      <img
                        src={draft.avatar}
                        alt={t('profile.avatarAlt')}
                        className="size-20 rounded-full object-cover"
                      />
                    ) : (
                      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-fg">
                        {initials(name)}
                      </span>
                    )}
                    {editing ? (
                      <label className="absolute -bottom-1 -end-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-fg shadow hover:bg-surface-2">
                        <Camera aria-hidden="true" className="size-4" />
                        <span className="sr-only">{t('profile.avatarUpload')}</span>
                        <input
                          type="file"
                          accept="image/*"
                          className="sr-only"
                          onChange={(e) => onAvatar(e, form)}
                        />
                      </label>
                    ) : null}
                  </div>
                  <div className="min-w-0">
                    <h2 className="truncate text-lg font-bold text-fg">{current.name}</h2>
                    <div className="mt-1 flex flex-wrap gap-2">
                      {user?.subscriptionActive ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-accent/20 px-2.5 py-0.5 text-xs font-medium text-accent-text">
                          <Crown aria-hidden="true" className="size-3.5" />
                          {t('profile.premium')}
                        </span>
                      ) : null}
                    </div>
                    {editing ? <p className="mt-1 text-xs text-muted">{t('profile.avatarHint')}</p> : null}
                  </div>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextFormField
                    name="name"
                    label={t('auth.fields.name')}
                    disabled={!editing}
                    autoComplete="name"
                  />
                  <div>
                    <TextFormField
                      name="email"
                      label={t('auth.fields.email')}
                      type="email"
                      disabled={!editing}
                      autoComplete="email"
                    />
                    {current.emailVerified ? (
                      <span className="mt-1.5 inline-flex items-center gap-1 text-xs font-medium text-primary">
                        <BadgeCheck aria-hidden="true" className="size-4" />
                        {t('profile.verified')}
                      </span>
                    ) : null}
                  </div>
                  <DateFormField<ProfileForm>
                    name="dateOfBirth"
                    label={t('profile.dateOfBirth')}
                    disabled={!editing}
                    birthday
                  />
                </div>
                <FormError />
                {editing ? (
                  <div className="flex flex-wrap gap-3">
                    <FormSubmit>{t('profile.save')}</FormSubmit>
                    <Button variant="outline" onClick={() => setEditing(false)}>
                      {t('actions.cancel')}
                    </Button>
                  </div>
                ) : null}
              </>
            );
          }}
        </Form>
        {current.pendingEmail ? <PendingEmail email={current.pendingEmail} /> : null}
      </Card>
      <Card className="mt-6 border-red-300 dark:border-red-900">
        <h2 className="text-lg font-bold text-red-700 dark:text-red-300">{t('delete.zoneTitle')}</h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('delete.zoneBody')}</p>
        <DeleteAccountDialog variant="profile" />
      </Card>
    </div>
  );
}
