import { COPYRIGHT_YEAR } from '@mustashar/contracts/constants';
import { ArrowRight, BookOpenCheck, Languages, ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { LanguageSwitch } from './header/language-switch';
import { ThemeToggle } from './header/theme-toggle';

const FOOTER_LINKS = [
  { to: '/about', key: 'footer.about_link' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/cookies', key: 'footer.cookies' },
] as const;

const POINT_ICONS = [BookOpenCheck, Languages, ShieldCheck];

/** The visual panel of the split layout (large screens only): who we are, in a few lines. */
function VisualPanel() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const variant = pathname.startsWith('/register') ? 'register' : 'login';
  const points = t('auth.panel.points', { returnObjects: true });
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute -top-24 -end-24 size-96 rounded-full bg-gold-300/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -start-20 size-96 rounded-full bg-brand-400/20 blur-3xl"
      />
      <div className="relative flex items-center gap-3">
        <LogoMark className="size-11" />
        <span className="text-2xl font-bold">{t('common:app.name')}</span>
      </div>
      <div className="relative max-w-md">
        <h2 className="text-3xl leading-tight font-bold">{t(`auth.panel.${variant}.title`)}</h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{t(`auth.panel.${variant}.body`)}</p>
        <ul className="mt-8 space-y-4">
          {(Array.isArray(points) ? (points as string[]) : []).map((point, index) => {
            const Icon = POINT_ICONS[index % POINT_ICONS.length]!;
            return (
              <li key={point} className="flex items-start gap-3">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-1.5 text-brand-50">{point}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="relative text-sm text-brand-200">{t('common:app.tagline')}</p>
    </div>
  );
}

/** Sign-in, registration and verification: the form on one side, a visual panel on the other (large screens). */
export function AuthLayout() {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="grid min-h-dvh bg-canvas lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col">
        <header className="flex h-18 items-center justify-between gap-2 px-4 sm:px-8">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-medium text-fg hover:bg-surface-2"
          >
            <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
            <LogoMark className="size-8" />
            <span>{t('nav.home')}</span>
          </Link>
          <div className="flex items-center gap-1 text-fg">
            <LanguageSwitch className="hover:bg-surface-2" />
            <ThemeToggle className="hover:bg-surface-2" />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-center justify-center px-4 py-8 outline-none sm:px-8"
        >
          <div className="w-full max-w-md">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <footer className="px-4 pb-6 text-center text-sm text-muted sm:px-8">
          <nav aria-label={t('a11y.footerNav')}>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-9 items-center hover:text-fg hover:underline"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-2">
            {t('footer.copyright', {
              year: formatNumber(COPYRIGHT_YEAR, i18n.resolvedLanguage, { useGrouping: false }),
            })}
          </p>
        </footer>
      </div>
      <Suspense fallback={<div className="hidden bg-brand-800 lg:block" />}>
        <VisualPanel />
      </Suspense>
    </div>
  );
}
