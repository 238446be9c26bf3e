import { History, House, LayoutDashboard, Menu, PanelRightOpen, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';

const navClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-2 text-sm font-medium text-fg hover:bg-surface-2 sm:px-3';

interface ChatHeaderProps {
  authenticated: boolean;
  assistantName: string | null;
  /** Desktop, sidebar hidden: shows it again. */
  onExpandSidebar?: () => void;
  onOpenDrawer: () => void;
  onOpenSheet: () => void;
  /** Language and theme switches, from the app shell. */
  tools?: ReactNode;
}

/** The chat header: home, dashboard (signed in) and pricing buttons. */
export function ChatHeader({
  authenticated,
  assistantName,
  onExpandSidebar,
  onOpenDrawer,
  onOpenSheet,
  tools,
}: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  return (
    <header className="flex h-14 shrink-0 items-center gap-1 border-b border-border bg-surface/95 px-2 backdrop-blur sm:h-16 sm:px-4">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label={t('header.openMenu')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-fg hover:bg-surface-2 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        onClick={onOpenSheet}
        aria-label={t('header.recent')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-fg hover:bg-surface-2 md:hidden"
      >
        <History aria-hidden="true" className="size-5" />
      </button>
      {onExpandSidebar ? (
        <button
          type="button"
          onClick={onExpandSidebar}
          aria-label={t('header.expand')}
          title={t('header.expand')}
          className="hidden size-11 shrink-0 items-center justify-center rounded-xl text-fg hover:bg-surface-2 md:inline-flex"
        >
          <PanelRightOpen aria-hidden="true" className="size-5 ltr:-scale-x-100" />
        </button>
      ) : null}
      {/* On a phone only the assistant's name stays (the logo and title would leave it no width). */}
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Link to="/" className="shrink-0 rounded-xl max-sm:hidden" aria-label={t('header.home')}>
          <LogoMark className="size-8" />
        </Link>
        <div className="min-w-0">
          <p className="truncate text-sm font-bold text-fg max-sm:hidden">{t('title')}</p>
          {assistantName ? (
            <p className="truncate text-xs text-muted">{t('header.assistant', { name: assistantName })}</p>
          ) : null}
        </div>
      </div>
      <nav aria-label={t('title')} className="ms-auto flex shrink-0 items-center gap-0.5">
        <Link to="/" className={navClass}>
          <House aria-hidden="true" className="size-4 lg:hidden" />
          <span className="max-lg:sr-only">{t('header.home')}</span>
        </Link>
        {authenticated ? (
          <Link to="/dashboard" className={navClass}>
            <LayoutDashboard aria-hidden="true" className="size-4 lg:hidden" />
            <span className="max-lg:sr-only">{t('header.dashboard')}</span>
          </Link>
        ) : null}
        <Link to="/pricing" className={navClass}>
          <Tag aria-hidden="true" className="size-4 lg:hidden" />
          <span className="max-lg:sr-only">{t('header.pricing')}</span>
        </Link>
        {tools ? <div className="flex items-center gap-0.5 border-s border-border ps-1">{tools}</div> : null}
      </nav>
    </header>
  );
}
