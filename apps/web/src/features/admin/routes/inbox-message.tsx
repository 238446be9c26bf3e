import { CONTACT_REPLY_MAX, type InboxMessage } from '@mustashar/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormError, FormSubmit, TextareaFormField } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useChangeStatus, useInboxMessage, useReply } from '../api/inbox-api';
import { ConsoleError } from '../components/console-error';
import { InboxBadges } from '../components/inbox-badges';

const ReplySchema = z.object({ text: z.string().trim().min(1).max(CONTACT_REPLY_MAX) });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** One entry of the thread: who wrote, when, and the text as typed. */
function ThreadEntry({
  who,
  at,
  body,
  testId,
}: {
  who: ReactNode;
  at: string;
  body: string;
  testId: string;
}) {
  const { i18n } = useTranslation('admin');
  return (
    <li className="space-y-1 py-3" data-testid={testId}>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-fg">{who}</span>
        <time dateTime={at} className="text-muted">
          {formatDate(at, i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <p dir="auto" className="whitespace-pre-wrap break-words text-fg">
        {body}
      </p>
    </li>
  );
}

function ReplyForm({ data }: { data: InboxMessage }) {
  const { t, i18n } = useTranslation('admin');
  const reply = useReply(String(data.message.id));
  const [sent, setSent] = useState(false);
  const max = formatNumber(CONTACT_REPLY_MAX, i18n.resolvedLanguage);
  return (
    <Form
      schema={ReplySchema}
      defaultValues={{ text: '' }}
      messages={{
        text: { required: 'admin:inbox.errors.replyRequired', too_big: 'admin:inbox.errors.replyTooLong' },
      }}
      onSubmit={async ({ text }, form) => {
        setSent(false);
        await reply.mutateAsync(text);
        form.reset({ text: '' });
        setSent(true);
      }}
      className="space-y-3"
    >
      <TextareaFormField<z.input<typeof ReplySchema>>
        name="text"
        label={t('inbox.replyLabel')}
        hint={`${t('inbox.replyHint', {
          language: t(`locales.${data.message.locale}`),
          subject: data.message.subject,
        })} ${t('inbox.replyMax', { count: CONTACT_REPLY_MAX, max })}`}
        rows={8}
        dir="auto"
      />
      <FormError />
      {sent ? <FormAlert tone="success">{t('inbox.sent', { email: data.message.email })}</FormAlert> : null}
      <FormSubmit>{t('inbox.send')}</FormSubmit>
    </Form>
  );
}

export function AdminInboxMessagePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const query = useInboxMessage(id);
  const status = useChangeStatus(id);
  const when = (iso: string) => formatDate(iso, lng, { dateStyle: 'medium', timeStyle: 'short' });

  if (query.isPending) return <Spinner className="size-8 text-primary" label={t('loading')} />;
  if (query.isError) return <ConsoleError error={query.error} />;
  const { message, account, replies } = query.data;
  const closed = message.status === 'closed';
  const change = () =>
    status.mutate(closed ? 'reopen' : 'close', {
      onSuccess: (answer) => toast.success(t(`inbox.statusNow.${answer.status}`)),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="space-y-5">
      <PageMeta title={`${message.subject} | ${t('common:app.name')}`} />
      <Link to="/admin/inbox" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('inbox.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold text-fg">
          <bdi>{message.subject}</bdi>
        </h1>
        <InboxBadges status={message.status} priority={message.priority} overdue={message.overdue} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('inbox.sender')}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-sm text-muted">{t('inbox.name')}</dt>
            <dd className="min-w-0 break-words text-fg">
              <bdi>{message.name}</bdi>
            </dd>
            <dt className="text-sm text-muted">{t('user.email')}</dt>
            <dd className="min-w-0 break-words text-fg">
              <bdi dir="ltr">{message.email}</bdi>
            </dd>
            <dt className="text-sm text-muted">{t('inbox.account')}</dt>
            <dd className="min-w-0 break-words text-fg">
              {account ? (
                <Link
                  to={`/admin/users/${account.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <bdi>{account.name || account.email}</bdi>
                </Link>
              ) : (
                t('inbox.noAccount')
              )}
            </dd>
            <dt className="text-sm text-muted">{t('inbox.locale')}</dt>
            <dd className="text-fg">{t(`locales.${message.locale}`)}</dd>
            <dt className="text-sm text-muted">{t('inbox.received')}</dt>
            <dd className="text-fg">
              <time dateTime={message.receivedAt}>{when(message.receivedAt)}</time>
            </dd>
            <dt className="text-sm text-muted">{t('inbox.due')}</dt>
            <dd className="text-fg">
              <time dateTime={message.dueAt}>{when(message.dueAt)}</time>
            </dd>
          </dl>
        </Section>
        <Section title={t('inbox.statusTitle')}>
          <p className="mb-3 text-sm text-muted">{t(closed ? 'inbox.reopenHint' : 'inbox.closeHint')}</p>
          <Button variant="outline" size="sm" disabled={status.isPending} onClick={change}>
            {t(closed ? 'inbox.reopen' : 'inbox.close')}
          </Button>
        </Section>
      </div>
      <Section title={t('inbox.thread')}>
        <ol className="divide-y divide-border" data-testid="inbox-thread">
          <ThreadEntry
            testId="thread-message"
            who={
              <>
                <bdi>{message.name}</bdi> · {t('inbox.wrote')}
              </>
            }
            at={message.receivedAt}
            body={message.body}
          />
          {replies.map((reply) => (
            <ThreadEntry
              key={reply.id}
              testId="thread-reply"
              who={t('inbox.repliedBy', { who: reply.authorEmail ?? t('inbox.formerMember') })}
              at={reply.createdAt}
              body={reply.body}
            />
          ))}
        </ol>
      </Section>
      <Section title={t('inbox.reply')}>
        <ReplyForm data={query.data} />
      </Section>
    </div>
  );
}
