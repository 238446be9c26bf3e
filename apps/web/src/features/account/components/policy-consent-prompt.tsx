import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { hasCookieConsent } from '@/lib/cookie-consent';
import { useAuth } from '@/lib/session';
import { useConsents } from '../api/get-consents';
import { useUpdateConsents } from '../api/update-consents';

/** The policy pages stay readable: the prompt would cover the text it asks about. */
const POLICY_PATHS = new Set(['/terms', '/privacy', '/cookies']);

/**
 * For a signed-in user: when the terms or the privacy policy changed since they accepted them, a dialog that
 * cannot be dismissed asks them to accept the texts in force (or sign out). It also copies this browser's cookie
 * choice into the consent record once.
 */
export default function PolicyConsentPrompt({ pathname }: { pathname: string }) {
  const { t } = useTranslation('account');
  const { logout } = useAuth();
  const consents = useConsents();
  const update = useUpdateConsents();
  const cookiesReported = useRef(false);
  const data = consents.data;

  useEffect(() => {
    if (!data || cookiesReported.current || !hasCookieConsent()) return;
    cookiesReported.current = true;
    const newest = data.record.find((entry) => entry.subject === 'cookies');
    if (newest?.granted !== true) update.mutate({ cookies: true });
  }, [data, update]);

  const pending = data?.pending ?? [];
  if (pending.length === 0 || POLICY_PATHS.has(pathname)) return null;
  const error =
    update.error instanceof ApiError
      ? update.error.message
      : update.error
        ? t('dataRights.prompt.failed')
        : null;
  const which = pending.length === 2 ? 'both' : pending[0]!;

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <Dialog.Content
          className="fixed start-1/2 top-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6 ltr:-translate-x-1/2 rtl:translate-x-1/2"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="text-xl font-bold text-fg">{t('dataRights.prompt.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
            <Trans
              t={t}
              i18nKey={`dataRights.prompt.body.${which}`}
              components={{
                terms: <Link to="/terms" target="_blank" className="font-medium text-primary underline" />,
                privacy: (
                  <Link to="/privacy" target="_blank" className="font-medium text-primary underline" />
                ),
              }}
            />
          </Dialog.Description>
          {error ? (
            <div className="mt-3">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => void logout('/')}>
              {t('dataRights.prompt.signOut')}
            </Button>
            <Button
              type="button"
              disabled={update.isPending}
              onClick={() =>
                data &&
                update.mutate({
                  accept: pending.map((subject) => ({ subject, version: data.current[subject] })),
                })
              }
            >
              {t('dataRights.prompt.accept')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
