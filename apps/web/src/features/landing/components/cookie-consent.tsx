import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
export function CookieConsent() {
  const { t } = useTranslation('common');
  // Client-only: the prerendered page (and the render that hydrates it) has no modal; it opens right after.
  // It is a fixed overlay, so opening it moves nothing (no layout shift).
  const isClient = useIsClient();
  const [accepted, setAccepted] = useState(() => typeof document !== 'undefined' && hasCookieConsent());
  const open = isClient && !accepted;
  const titleId = useId();
  const bodyId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

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
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
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

  return createPortal(
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
          <Link
            to="/cookies"
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4"
          >
            {t('cookie.learnMore')}
          </Link>
          <Button ref={acceptRef} onClick={accept}>
            {t('cookie.accept')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
