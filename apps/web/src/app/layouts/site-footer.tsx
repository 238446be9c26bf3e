import { COPYRIGHT_YEAR, SUPPORT } from '@mustashar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { EmailLink } from '@/components/ui/email-address';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { formatClockTime, formatNumber, formatPhone } from '@/lib/format';
import { usePublicConfig } from '@/lib/public-config';

const linkClass = 'inline-flex min-h-9 items-center text-slate-300 transition-colors hover:text-white';

export function SiteFooter({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.resolvedLanguage;
  const config = usePublicConfig();

  return (
    <footer className={cn('bg-slate-950 text-slate-300', className)}>
      <Container className="py-14">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div>
            <Link to="/" className="inline-flex items-center gap-2.5 text-white">
              <LogoMark />
              <span className="text-xl font-bold">{t('app.name')}</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('footer.about')}</p>
          </div>

          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick" className="text-sm font-bold text-white">
              {t('footer.quickLinks')}
            </h2>
            <ul className="mt-4 space-y-1 text-sm">
              <li>
                <Link className={linkClass} to="/">
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/pricing">
                  {t('nav.pricing')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/about">
                  {t('footer.about_link')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/faq">
                  {t('footer.faq')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/library">
                  {t('nav.library')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/help">
                  {t('footer.help')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/contact">
                  {t('nav.contact')}
                </Link>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-bold text-white">
              {t('footer.legal')}
            </h2>
            <ul className="mt-4 space-y-1 text-sm">
              <li>
                <Link className={linkClass} to="/terms">
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/privacy">
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to="/cookies">
                  {t('footer.cookies')}
                </Link>
              </li>
              <li>
                <a className={linkClass} href="/sitemap.xml" target="_blank" rel="noopener">
                  {t('footer.sitemap')}
                  <span className="sr-only"> {t('a11y.opensNewTab')}</span>
                </a>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-bold text-white">{t('footer.contactTitle')}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <EmailLink className={linkClass} email={config.supportEmail} />
              </li>
              {config.whatsappNumber ? (
                <li>
                  <a
                    className={linkClass}
                    href={`https://wa.me/${config.whatsappNumber}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                  >
                    {formatPhone(config.whatsappNumber, lng)}
                  </a>
                </li>
              ) : null}
              <li>
                {t('contact.hoursValue', {
                  open: formatClockTime(SUPPORT.opens, lng),
                  close: formatClockTime(SUPPORT.closes, lng),
                })}
              </li>
              <li>{lng === 'en' ? config.office.en : config.office.ar}</li>
            </ul>
          </div>
        </div>

        <div className="mt-12 border-t border-white/10 pt-8 text-sm">
          <p className="leading-relaxed text-slate-400">{t('footer.disclaimer')}</p>
          <p className="mt-4 text-slate-400">
            {t('footer.copyright', { year: formatNumber(COPYRIGHT_YEAR, lng, { useGrouping: false }) })}
          </p>
        </div>
      </Container>
    </footer>
  );
}
