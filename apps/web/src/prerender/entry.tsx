import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { ConsentDialog } from '@/features/landing/components/cookie-consent';
import { i18n } from '@/lib/i18n';

/** React marks a Suspense boundary it rendered as a fallback (a lazy chunk not loaded yet) with `<!--$?-->`/`<!--$!-->`. */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * The landing page as HTML, for scripts/prerender.mjs (build time, Node). Rendered until no lazy part
 * (below-the-fold sections, pricing cards) is still pending, so the whole page is plain HTML with no streaming
 * scripts (the CSP allows none inline). Client-only parts (cookie modal, toaster) render nothing here and on
 * the hydrating render (see useIsClient). main.tsx hydrates this markup.
 */
export async function renderLanding(lng: 'ar' | 'en'): Promise<string> {
  await i18n.changeLanguage(lng);
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProvider>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    );
  // A pass that meets an unloaded lazy component starts loading it and renders its fallback; a later pass finds it
  // loaded. Loading goes through Vite's transform, which takes seconds on a busy machine: a time budget, not a
  // number of passes.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const html = render();
    if (!UNFINISHED.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the landing page still suspends after two minutes');
}

/**
 * The cookie-consent modal as static HTML, for index.html: it shows at first paint on the landing page instead of
 * after the app has loaded (theme-init.js hides it when consent was given and makes its button work until the app's
 * own modal replaces it).
 */
export async function renderConsent(lng: 'ar' | 'en'): Promise<string> {
  await i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <ConsentDialog
      titleId={`consent-title-${lng}`}
      bodyId={`consent-body-${lng}`}
      learnMore={(className, text) => (
        <a href="/cookies" className={className}>
          {text}
        </a>
      )}
    />,
  );
}
