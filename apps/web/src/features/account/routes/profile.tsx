import { AVATAR_MAX_BYTES, type Profile } from '@mustashar/contracts';
import { BadgeCheck, Camera, Crown, Pencil } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CodeField, FormAlert, TextField } from '@/components/ui/form-field';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PageHeader } from '../components/page-header';

interface Draft {
  name: string;
  email: string;
  dateOfBirth: string;
  avatar: string | null;
}

function toDraft(profile: Profile): Draft {
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const response = await confirm.mutateAsync(code);
      updateUser({ email: response.profile.email });
      toast.success(response.message || t('profile.updated'));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('auth.verify.failed'));
    }
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3 rounded-xl border border-border bg-surface-2 p-4"
    >
      <p className="text-sm text-fg">{t('profile.pendingEmail', { email })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <CodeField label={t('auth.verify.codeLabel')} value={code} onValueChange={setCode} className="w-44" />
        <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
          {confirm.isPending ? <Spinner className="size-4" /> : null}
          {t('profile.confirmEmail')}
        </Button>
      </div>
      <FormAlert>{error}</FormAlert>
    </form>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user, updateUser } = useAuth();
  const profile = useProfile();
  const save = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (profile.data && !editing) setDraft(toDraft(profile.data.profile));
  }, [profile.data, editing]);

  if (profile.isLoading) return <PageLoader />;
  if (profile.isError || !profile.data || !draft) {
    return <FormAlert>{t('profile.loadFailed')}</FormAlert>;
  }
  const current = profile.data.profile;

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t('profile.avatarType'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setError(t('profile.avatarSize'));
      return;
    }
    setError(null);
    const dataUrl = await readAsDataUrl(file);
    setDraft((d) => (d ? { ...d, avatar: dataUrl } : d));
  };

  const cancel = () => {
    setDraft(toDraft(current));
    setError(null);
    setEditing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setError(t('auth.validation.nameRequired'));
      return;
    }
    setError(null);
    try {
      const response = await save.mutateAsync({
        name: draft.name.trim(),
        ...(draft.email.trim().toLowerCase() !== current.email ? { email: draft.email.trim() } : {}),
        dateOfBirth: draft.dateOfBirth || null,
        ...(draft.avatar !== current.avatar ? { avatar: draft.avatar } : {}),
      });
      updateUser({ name: response.profile.name, avatar: response.profile.avatar ?? undefined });
      toast.success(response.message || t('profile.updated'));
      setEditing(false);
    } catch (err) {
      const message = err instanceof ApiError && err.message ? err.message : t('profile.updateFailed');
      setError(message);
      toast.error(message);
    }
  };

  const name = draft.name || current.email;
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
        <form noValidate onSubmit={submit} className="space-y-5">
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
                  {name.trim().slice(0, 1).toUpperCase()}
                </span>
              )}
              {editing ? (
                <label className="absolute -bottom-1 -end-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-fg shadow hover:bg-surface-2">
                  <Camera aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('profile.avatarUpload')}</span>
                  <input type="file" accept="image/*" className="sr-only" onChange={onAvatar} />
                </label>
              ) : null}
            </div>
            <div className="min-w-0">
              <p className="truncate text-lg font-bold text-fg">{current.name}</p>
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
            <TextField
              label={t('auth.fields.name')}
              value={draft.name}
              disabled={!editing}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              autoComplete="name"
            />
            <div>
              <TextField
                label={t('auth.fields.email')}
                type="email"
                dir="ltr"
                value={draft.email}
                disabled={!editing}
                onChange={(e) => setDraft({ ...draft, email: e.target.value })}
                autoComplete="email"
              />
              {current.emailVerified ? (
                <span className="mt-1.5 inline-flex items-center gap-1 text-xs font-medium text-primary">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('profile.verified')}
                </span>
              ) : null}
            </div>
            <TextField
              label={t('profile.dateOfBirth')}
              type="date"
              dir="ltr"
              value={draft.dateOfBirth}
              disabled={!editing}
              onChange={(e) => setDraft({ ...draft, dateOfBirth: e.target.value })}
            />
          </div>
          <FormAlert>{error}</FormAlert>
          {editing ? (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? <Spinner className="size-4" /> : null}
                {t('profile.save')}
              </Button>
              <Button variant="outline" onClick={cancel}>
                {t('actions.cancel')}
              </Button>
            </div>
          ) : null}
        </form>
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
