import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Users } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { loginPath, useAuth } from '@/lib/session';
import { acceptInvite } from '../api/accept-invite';

type AcceptState =
  | { kind: 'joining' }
  | { kind: 'joined'; message: string }
  | { kind: 'refused'; message: string; code: string };

/** /team/accept?token=… — the link in a team invitation email. */
export function TeamAcceptPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading, refresh, logout } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AcceptState>({ kind: 'joining' });
  const started = useRef(false);
  const here = `/team/accept?token=${encodeURIComponent(token)}`;

  useEffect(() => {
    if (isLoading || !user || started.current) return;
    started.current = true;
    if (!token) {
      setState({ kind: 'refused', message: t('teamAccept.invalid'), code: 'team:invalid_invite' });
      return;
    }
    void (async () => {
      try {
        const result = await acceptInvite(token);
        // The team's subscription now gives this account access: the chat and dashboard unlock.
        await refresh();
        void queryClient.invalidateQueries();
        setState({ kind: 'joined', message: result.message || t('teamAccept.joined') });
      } catch (error) {
        setState({
          kind: 'refused',
          message: error instanceof ApiError && error.message ? error.message : t('teamAccept.failed'),
          code: error instanceof ApiError ? error.code : 'network:error',
        });
      }
    })();
  }, [isLoading, user, token, refresh, queryClient, t]);

  const signedOut = !isLoading && !user;
  let icon: ReactNode = <Users aria-hidden="true" className="size-8" />;
  let title = t('teamAccept.title');
  let body: ReactNode = null;
  let actions: ReactNode = null;
  if (signedOut) {
    body = t('teamAccept.signedOut');
    actions = (
      <>
        <ButtonLink to={loginPath(here)}>{t('teamAccept.login')}</ButtonLink>
        <ButtonLink to="/register" variant="outline">
          {t('teamAccept.register')}
        </ButtonLink>
      </>
    );
  } else if (state.kind === 'joining') {
    icon = <Spinner className="size-8" label={t('teamAccept.joining')} />;
    body = t('teamAccept.joining');
  } else if (state.kind === 'joined') {
    icon = <CircleCheck aria-hidden="true" className="size-8" />;
    title = t('teamAccept.joinedTitle');
    body = state.message;
    actions = (
      <>
        <ButtonLink to="/dashboard">{t('callback.actions.dashboard')}</ButtonLink>
        <ButtonLink to="/chat" variant="outline">
          {t('teamAccept.chat')}
        </ButtonLink>
      </>
    );
  } else {
    icon = <CircleAlert aria-hidden="true" className="size-8" />;
    title = t('teamAccept.refusedTitle');
    body = state.message;
    actions =
      state.code === 'team:wrong_account' ? (
        <Button onClick={() => void logout(loginPath(here))}>{t('teamAccept.switchAccount')}</Button>
      ) : (
        <ButtonLink to="/dashboard">{t('callback.actions.dashboard')}</ButtonLink>
      );
  }

  return (
    <section className="px-4 pt-28 pb-16 sm:pt-36" aria-labelledby="team-accept-title">
      <PageMeta title={`${title} | ${t('common:app.name')}`} />
      <div
        data-testid="team-accept"
        data-state={signedOut ? 'signed-out' : state.kind}
        className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
      >
        <span className="mx-auto mb-5 inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
          {icon}
        </span>
        <h1 id="team-accept-title" className="text-2xl leading-tight font-bold text-fg sm:text-3xl">
          {title}
        </h1>
        <p aria-live="polite" className="mt-3 leading-relaxed text-muted">
          {body}
        </p>
        {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
