import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';
import { startGoogleSignIn, startProviderSignIn } from '../lib/google';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.24 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0 fill-current">
      <path d="M16.37 12.6c-.02-2.2 1.8-3.26 1.88-3.31-1.03-1.5-2.62-1.7-3.18-1.72-1.35-.14-2.64.8-3.33.8-.69 0-1.74-.78-2.87-.76a4.25 4.25 0 0 0-3.6 2.18c-1.54 2.66-.39 6.6 1.1 8.76.73 1.06 1.6 2.24 2.74 2.2 1.1-.05 1.52-.71 2.85-.71 1.33 0 1.7.71 2.87.69 1.19-.02 1.94-1.08 2.66-2.14a9.4 9.4 0 0 0 1.21-2.48 3.84 3.84 0 0 1-2.33-3.51zM14.18 6.14c.6-.74 1.02-1.76.9-2.78-.87.04-1.94.59-2.56 1.32-.56.64-1.05 1.68-.92 2.68.98.07 1.97-.5 2.58-1.22z" />
    </svg>
  );
}

const buttonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-xl border border-border bg-surface px-4 text-sm font-medium text-fg shadow-sm transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Continue with Google and with Apple, each shown only when the server has that provider configured. */
export function SocialButtons({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation('account');
  const { googleSignIn, appleSignIn } = usePublicConfig();
  if (!googleSignIn && !appleSignIn) return null;
  return (
    <div className="space-y-3">
      <div className="grid gap-3">
        {googleSignIn ? (
          <button type="button" className={buttonClass} onClick={() => startGoogleSignIn(mode)}>
            <GoogleIcon />
            {t(mode === 'login' ? 'auth.social.googleLogin' : 'auth.social.googleRegister')}
          </button>
        ) : null}
        {appleSignIn ? (
          <button type="button" className={buttonClass} onClick={() => startProviderSignIn('apple', mode)}>
            <AppleIcon />
            {t(mode === 'login' ? 'auth.social.appleLogin' : 'auth.social.appleRegister')}
          </button>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('auth.social.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
