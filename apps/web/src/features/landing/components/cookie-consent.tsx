import { Cookie } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { acceptCookieConsent, CONSENT_REQUEST_EVENT, hasCookieConsent } from '@/lib/cookie-consent';
import { useIsClient } from '@/lib/use-is-client';

/**
 * Blocks the landing page until cookies are accepted (remembered for 365 days). A small hand-made modal rather than
 * Radix Dialog: it is on the landing page's critical path, and it must not close on Escape or outside click
 * anyway. The app root is made inert while it is open, so focus and the screen reader stay inside it.
 */
/** The id of the modal's prerendered copy in index.html (scripts/prerender.mjs, theme-init.js). */
export const PRERENDERED_CONSENT_ID = 'consent-static';

export function CookieConsent() {
  // Client-only: the prerendered page (and the render that hydrates it) has no modal; it opens right after.
  // It is a fixed overlay, so opening it moves nothing (no layout shift).
  const isClient = useIsClient();
  const [accepted, setAccepted] = useState(() => typeof document !== 'undefined' && hasCookieConsent());
  const open = isClient && !accepted;
  const titleId = useId();
  const bodyId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // The prerendered copy of the modal has done its part once the app runs: open or not, this component decides now.
  // Before the browser paints again, so the two are never on screen together.
  useLayoutEffect(() => {
    if (!isClient) return;
    const copy = document.getElementById(PRERENDERED_CONSENT_ID);
    if (!copy) return;
    copy.remove();
    // It made the page inert while it showed; the modal below does so again if it opens.
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-hidden');
  }, [isClient]);

  useEffect(() => {
    const reopen = () => setAccepted(hasCookieConsent());
    window.addEventListener(CONSENT_REQUEST_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_REQUEST_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.getElementById('root');
    const previousOverflow = document.body.style.overflow;
    root?.setAttribute('inert', '');
    root?.setAttribute('aria-hidden', 'true');
    document.body.style.overflow = 'hidden';
    // Focus the accept button once the modal has painted (a frame, then a task): layout is up to date then, so
    // focus() forces none in the middle of React's commit. Until then the app root is already inert, so Tab and
    // the screen reader can only reach the modal.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => acceptRef.current?.focus({ preventScroll: true }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      root?.removeAttribute('inert');
      root?.removeAttribute('aria-hidden');
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;

  const accept = () => {
    acceptCookieConsent();
    setAccepted(true);
  };

  // Keep Tab inside the dialog; Escape is deliberately ignored (consent is required).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The prerendered copy (index.html, theme-init.js) stood in until now; this one takes over in the same frame.
  return createPortal(
    <ConsentDialog
      titleId={titleId}
      bodyId={bodyId}
      dialogRef={dialogRef}
      acceptRef={acceptRef}
      onKeyDown={onKeyDown}
      onAccept={accept}
      learnMore={(className, text) => (
        <Link to="/cookies" className={className}>
          {text}
        </Link>
      )}
    />,
    document.body,
  );
}

type ConsentDialogProps = {
  titleId: string;
  bodyId: string;
  dialogRef?: Ref<HTMLDivElement>;
  acceptRef?: Ref<HTMLButtonElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  onAccept?: () => void;
  /** The policy link: a router link in the app, a plain one in the prerendered page. */
  learnMore: (className: string, text: string) => ReactNode;
};

/**
 * The consent modal as it looks: the app's interactive one, and the copy scripts/prerender.mjs puts in index.html
 * so the modal is there at first paint (theme-init.js makes that copy's button work until the app takes over).
 */
export function ConsentDialog({
  titleId,
  bodyId,
  dialogRef,
  acceptRef,
  onKeyDown,
  onAccept,
  learnMore,
}: ConsentDialogProps) {
  const { t } = useTranslation('common');
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-4 backdrop-blur-sm sm:items-center">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl sm:p-8"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent/20 text-accent-text">
          <Cookie aria-hidden="true" className="size-6" />
        </span>
        <h2 id={titleId} className="mt-4 text-xl font-bold">
          {t('cookie.title')}
        </h2>
        <p id={bodyId} className="mt-3 leading-relaxed text-muted">
          {t('cookie.body')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {learnMore(
            'inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4',
            t('cookie.learnMore'),
          )}
          <Button ref={acceptRef} onClick={onAccept} data-consent-accept="">
            {t('cookie.accept')}
          </Button>
        </div>
      </div>
    </div>
  );
}
