// The Arabic web font's faces are declared in fonts.css (Arabic letters only, two weights).
import './fonts.css';
import './index.css';
import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentLanguage, i18n } from './lib/i18n';
import { readStorage } from './lib/storage';
import { readAppearance } from './lib/theme';
import { markHydratingLanding } from './lib/use-is-client';

/**
 * index.html carries the landing page prerendered in Arabic (#root) and English (#root-en). Keep the one in
 * the visitor's language as #root and drop the other; hydrate it when the client's first render is exactly
 * what was prerendered (the landing page, signed out, default appearance), else render afresh over it. See
 * docs/decisions/040-prerendered-landing-page.md.
 */
function start() {
  const lng = currentLanguage();
  const arabic = document.getElementById('root');
  const english = document.getElementById('root-en');
  // theme-init.js has normally removed the other language's copy already.
  const container = (lng === 'en' ? english : arabic) ?? arabic ?? english;
  if (!container) throw new Error('Missing #root element');
  (container === english ? arabic : english)?.remove();
  const prerendered = container.dataset.prerender === lng && container.firstElementChild !== null;
  container.removeAttribute('data-prerender');
  container.removeAttribute('lang');
  container.removeAttribute('dir');
  container.id = 'root';

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const matchesPrerender =
    prerendered &&
    window.location.pathname === '/' &&
    readStorage(STORAGE_KEYS.user) === null &&
    readAppearance() === 'system';
  // The prerendered page is already painted: hydrating it is not urgent. As a transition it is time-sliced
  // (React yields to the browser every few milliseconds instead of blocking the main thread for the whole
  // tree); a click on a not-yet-hydrated part is still handled (React hydrates that part first).
  if (matchesPrerender) {
    markHydratingLanding();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}

/**
 * Runs `callback` after the browser has painted the prerendered HTML (a frame, then a task), so start-up
 * work never delays the first paint. A hidden tab paints nothing (no animation frames): a timer stands in.
 */
function afterFirstPaint(callback: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 500);
}

// The language decides which prerendered copy to keep: wait for i18next to have detected it (and loaded its
// texts), then for the prerendered page to have painted, so start-up work never delays that first paint.
if (i18n.isInitialized) afterFirstPaint(start);
else i18n.on('initialized', () => afterFirstPaint(start));
