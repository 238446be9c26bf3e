import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import type { ChatOutletContext } from '@/features/chat/routes/chat';
import { LanguageSwitch } from './header/language-switch';
import { ThemeToggle } from './header/theme-toggle';

/** The chat fills the screen with its own header; the shell lends it the language and theme switches. */
export function ChatLayout() {
  const context: ChatOutletContext = {
    tools: (
      <>
        <LanguageSwitch className="text-fg hover:bg-surface-2 max-sm:px-2.5 max-sm:[&>span]:sr-only" />
        <ThemeToggle className="text-fg hover:bg-surface-2" />
      </>
    ),
  };
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet context={context} />
    </Suspense>
  );
}
