import { Menu, X } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { scrollToSection } from '@/lib/scroll';
import { useAuth } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

const UserMenu = lazy(() => import('./user-menu'));

type NavItem =
  | { key: 'home' | 'features' | 'trial'; section: string; offLanding?: string }
  | { key: 'pricing' | 'library' | 'contact'; to: string };

const NAV_ITEMS: NavItem[] = [
  { key: 'home', section: 'home' },
  { key: 'features', section: 'features' },
  { key: 'pricing', to: '/pricing' },
  // The legal resources: the statute library and guides.
  { key: 'library', to: '/library' },
  // Free Trial has no scroll handler away from the landing page: it goes to the chat instead.
  { key: 'trial', section: 'cta', offLanding: '/chat' },
  { key: 'contact', to: '/contact' },
];

export function SiteHeader() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menuId = useId();
  const onLanding = location.pathname === '/';

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 16);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Close the mobile menu on every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value we read.
  useEffect(() => setMenuOpen(false), [location.key]);

  // While the mobile menu is open the page behind it does not scroll; Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, item: Extract<NavItem, { section: string }>) => {
    event.preventDefault();
    setMenuOpen(false);
    if (onLanding) {
      scrollToSection(item.section);
    } else if (item.offLanding) {
      navigate(item.offLanding);
    } else {
      navigate('/', { state: { scrollTo: item.section } });
    }
  };

  const transparent = onLanding && !scrolled && !menuOpen;
  const linkClass = cn(
    'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium transition-colors',
    transparent ? 'text-white/90 hover:bg-white/10 hover:text-white' : 'text-fg hover:bg-surface-2',
  );
  const controlClass = transparent ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-2';

  const renderItem = (item: NavItem, className: string) =>
    'to' in item ? (
      <Link
        to={item.to}
        className={className}
        aria-current={location.pathname === item.to ? 'page' : undefined}
        onClick={() => setMenuOpen(false)}
      >
        {t(`nav.${item.key}`)}
      </Link>
    ) : (
      <a
        href={onLanding || !item.offLanding ? `/#${item.section}` : item.offLanding}
        className={className}
        onClick={(event) => goToSection(event, item)}
      >
        {t(`nav.${item.key}`)}
      </a>
    );

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        transparent ? 'bg-transparent' : 'border-b border-border bg-surface/95 shadow-sm backdrop-blur',
      )}
    >
      <Container className="flex h-18 items-center gap-4">
        <Link
          to="/"
          aria-label={t('app.logoAlt')}
          className={cn('flex min-h-11 items-center gap-2.5', transparent ? 'text-white' : 'text-fg')}
          onClick={(event) => {
            if (onLanding) {
              event.preventDefault();
              scrollToSection('home');
            }
          }}
        >
          <LogoMark />
          <span className="text-xl font-bold">{t('app.name')}</span>
        </Link>

        <nav aria-label={t('a11y.mainNav')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>{renderItem(item, linkClass)}</li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch className={cn('max-sm:hidden', controlClass)} />
          <ThemeToggle className={controlClass} />
          {isAuthenticated ? (
            <Suspense fallback={<span className="inline-block size-11" />}>
              <UserMenu />
            </Suspense>
          ) : (
            <ButtonLink
              to="/login"
              size="sm"
              variant={transparent ? 'inverse' : 'primary'}
              className="ms-1 max-sm:hidden"
            >
              {t('nav.login')}
            </ButtonLink>
          )}
          <button
            type="button"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-xl lg:hidden',
              controlClass,
            )}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </Container>

      {menuOpen ? (
        <div
          id={menuId}
          className="h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-border bg-surface lg:hidden"
        >
          <Container className="py-4">
            <nav aria-label={t('a11y.mainNav')}>
              <ul className="space-y-1">
                {NAV_ITEMS.map((item) => (
                  <li key={item.key}>
                    {renderItem(
                      item,
                      'flex min-h-12 items-center rounded-xl px-4 text-base font-medium text-fg hover:bg-surface-2',
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
              <LanguageSwitch className="justify-center border border-border text-fg hover:bg-surface-2" />
              {!isAuthenticated ? (
                <ButtonLink to="/login" size="lg" className="w-full">
                  {t('nav.login')}
                </ButtonLink>
              ) : null}
            </div>
          </Container>
        </div>
      ) : null}
    </header>
  );
}
