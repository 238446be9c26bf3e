import type { TeamRole } from '@mustashar/contracts';
import { LogOut, MailPlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, type FormOf, TextFormField } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { usePlansQuery } from '@/lib/api/plans';
import { type TeamMemberRow, type TeamView, useTeam } from '@/lib/api/team';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { EMAIL_MESSAGES, EmailSchema } from '@/lib/form-rules';
import { formatNumber } from '@/lib/format';
import { initials } from '@/lib/initials';
import { useAuth } from '@/lib/session';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { PageHeading } from '../components/page-heading';
import { planLabel } from '../lib/plan-label';
import { toast } from '../lib/toast';

const ROLE_TONES: Record<TeamRole, string> = {
  owner: 'bg-accent/25 text-accent-text',
  member: 'bg-primary-soft text-primary-soft-fg',
  invited: 'bg-surface-2 text-muted',
};

const InviteSchema = z.object({ email: EmailSchema });

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && typeof error.body.message === 'string' && error.body.message
    ? error.body.message
    : fallback;
}

/** An address that wraps after its "@" first, and inside a part only when that part is wider than the line. */
function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** /dashboard/team: invite by email, list, remove; each applied at once. */
export function TeamPage() {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const { user } = useAuth();
  const team = useTeam();
  const plans = usePlansQuery();
  // The team API names the plan by its machine name: show it as the catalogue writes it in this language.
  const planName = (name: string) => {
    const plan = plans.data?.find((p) => p.name === name || p.display_name === name);
    return plan ? planLabel(plan, lng) : name;
  };
  const invite = useInviteMember();
  const remove = useRemoveMember();

  // When the list cannot be loaded, two sample members are shown — marked as examples here.
  const samples: Omit<TeamView, 'seats'> & { seats: null } = {
    members: [
      { id: 'sample-owner', name: t('team.samples.ownerName'), email: 'owner@example.com', role: 'owner' },
      {
        id: 'sample-member',
        name: t('team.samples.memberName'),
        email: 'member@example.com',
        role: 'member',
      },
    ],
    seats: null,
    canManage: false,
    planName: null,
  };
  const showingSamples = team.isError;
  const view = showingSamples ? samples : team.data;
  const members = view?.members ?? [];
  const canManage = !showingSamples && (view?.canManage ?? true);
  const seatsFull = view?.seats ? view.seats.used >= view.seats.total : false;

  // The invite shows on the list at once: the field empties, and gets the address back if the server refuses it.
  const submit = ({ email }: { email: string }, form: FormOf<typeof InviteSchema>) => {
    form.reset({ email: '' });
    invite.mutate(email, {
      onSuccess: () => toast.success(t('team.invited')),
      onError: (err) => {
        form.setValue('email', email);
        toast.error(errorMessage(err, t('team.inviteFailed')));
      },
    });
  };

  const removeMember = (member: TeamMemberRow, leaving: boolean) => {
    remove.mutate(member.id, {
      onSuccess: () => toast.success(t(leaving ? 'team.left' : 'team.removed')),
      onError: (err) => toast.error(errorMessage(err, t('team.removeFailed'))),
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t('team.title')} subtitle={t('team.subtitle')} />
      {view?.seats ? (
        <p data-testid="team-seats" className="mb-4 text-sm text-muted">
          {t('team.seats', {
            used: formatNumber(Math.min(view.seats.used, view.seats.total), lng),
            total: formatNumber(view.seats.total, lng),
          })}
          {view.planName ? ` · ${planName(view.planName)}` : ''}
        </p>
      ) : null}

      {canManage ? (
        <Card aria-labelledby="invite-title">
          <h2 id="invite-title" className="text-lg font-bold text-fg">
            {t('team.inviteTitle')}
          </h2>
          {seatsFull ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted">{t('team.seatsFull')}</p>
              <ButtonLink to="/dashboard/packages" variant="outline" size="sm">
                {t('team.upgrade')}
              </ButtonLink>
            </div>
          ) : null}
          <Form
            schema={InviteSchema}
            defaultValues={{ email: '' }}
            messages={{ email: { ...EMAIL_MESSAGES, required: 'billing:team.enterEmail' } }}
            onSubmit={submit}
            className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextFormField
              name="email"
              label={t('team.emailLabel')}
              type="email"
              autoComplete="off"
              placeholder={t('team.emailPlaceholder')}
              className="flex-1 [&_input]:text-start [&_label]:sr-only"
            />
            <Button type="submit" disabled={seatsFull}>
              <MailPlus aria-hidden="true" className="size-4" />
              {t('team.invite')}
            </Button>
          </Form>
        </Card>
      ) : showingSamples ? null : (
        <FormAlert tone="info">{t('team.memberNote')}</FormAlert>
      )}

      <Card aria-labelledby="members-title" className="mt-5">
        <h2 id="members-title" className="text-lg font-bold text-fg">
          {t('team.membersTitle')}
        </h2>
        {showingSamples ? (
          <div className="mt-3">
            <FormAlert tone="info">{t('team.loadFailed')}</FormAlert>
          </div>
        ) : null}
        {team.isLoading ? (
          <div className="mt-4 flex justify-center text-primary">
            <Spinner label={t('common:a11y.loading')} />
          </div>
        ) : members.length === 0 ? (
          <p className="mt-4 text-muted">{t('team.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {members.map((member) => {
              const isMe = !showingSamples && member.email.toLowerCase() === user?.email?.toLowerCase();
              const canRemove = canManage && member.role !== 'owner' && !member.pending;
              const canLeave = !canManage && isMe && member.role === 'member';
              return (
                <li key={member.id} data-testid="team-member" className="flex items-center gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                  >
                    {initials(member.name || member.email)}
                  </span>
                  {/* On a phone the badges go under the address, which keeps the row's width. */}
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
                    <div className="min-w-0 sm:flex-1">
                      {member.name ? <p className="font-medium break-words text-fg">{member.name}</p> : null}
                      {/* Wrapped, never cut: an owner tells members apart by their whole address, on a phone too. */}
                      <p
                        dir="ltr"
                        data-testid="team-member-email"
                        className={cn(
                          'text-start [overflow-wrap:anywhere]',
                          member.name ? 'text-sm text-muted' : 'font-medium text-fg',
                        )}
                      >
                        <WrappingEmail email={member.email} />
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-1.5 sm:shrink-0 sm:justify-end">
                      {showingSamples ? (
                        <span className="rounded-full border border-dashed border-border px-2 py-0.5 text-xs text-muted">
                          {t('team.example')}
                        </span>
                      ) : null}
                      {isMe ? (
                        <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted">
                          {t('team.you')}
                        </span>
                      ) : null}
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                          ROLE_TONES[member.role],
                        )}
                      >
                        {member.pending ? t('team.sending') : t(`team.roles.${member.role}`)}
                      </span>
                    </div>
                  </div>
                  {canRemove ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => removeMember(member, false)}
                      aria-label={t('team.remove', { email: member.email })}
                      className="shrink-0 text-muted hover:text-red-700 dark:hover:text-red-300"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : canLeave ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => removeMember(member, true)}
                      className="shrink-0 text-red-700 dark:text-red-300"
                    >
                      <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                      {t('team.leave')}
                    </Button>
                  ) : (
                    <span className="size-11 shrink-0" />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
