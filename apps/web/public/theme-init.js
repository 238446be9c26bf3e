// Runs before first paint (external: the CSP forbids inline scripts). Applies the stored theme and
// language to <html> so the page never flashes the wrong colours or direction.
(() => {
  const root = document.documentElement;
  let appearance = 'system';
  let lng = null;
  try {
    appearance = localStorage.getItem('appearance') || 'system';
    lng = localStorage.getItem('i18nextLng');
  } catch {
    // Storage can be unavailable (privacy modes); the defaults apply.
  }
  const dark =
    appearance === 'dark' ||
    (appearance !== 'light' &&
      window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  // index.html carries the prerendered landing page; on any other path it must not show before the app renders.
  root.classList.toggle('app-pending', location.pathname !== '/');
  root.style.colorScheme = dark ? 'dark' : 'light';

  // Same order as the i18n detector: stored choice, then the browser's languages, else the default (ar).
  const pick = (code) => {
    const base = String(code || '')
      .toLowerCase()
      .split('-')[0];
    return base === 'ar' || base === 'en' ? base : null;
  };
  let lang = pick(lng);
  if (!lang) {
    const list = navigator.languages || [navigator.language];
    for (const code of list) {
      lang = pick(code);
      if (lang) break;
    }
  }
  if (lang) {
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }

  // What the app needs (scripts/prerender.mjs moved it out of index.html into <meta>s): the entry's modules
  // and the texts in that language. On `/` they are fetched once the prerendered page has painted, so its first
  // paint shares the network with nothing; elsewhere (app-pending: nothing is painted before the app) and in a
  // hidden tab (no frames) at once. Without the <meta>s (the dev server) index.html's own <script> runs.
  const metaList = (name) => {
    try {
      const meta = document.querySelector(`meta[name="${name}"]`);
      return meta ? JSON.parse(meta.content) : null;
    } catch {
      return null;
    }
  };
  const entry = document.querySelector('meta[name="app-entry"]');
  let preloaded = false;
  const preload = () => {
    if (preloaded || !entry) return;
    preloaded = true;
    // No supported language found: the app ends on Arabic (index.html's lang), as above. Arabic needs no
    // fallback texts (lib/i18n.ts), and English is its own.
    const texts = metaList('locale-chunks')?.[lang || 'ar'] || [];
    for (const href of [...(metaList('app-preloads') || []), ...texts]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  let started = false;
  const run = () => {
    if (started || !entry) return;
    started = true;
    preload();
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  };
  const landing = location.pathname === '/' && document.visibilityState !== 'hidden';
  if (!landing) preload();
  // The app mounts into the body: never before it is parsed.
  const schedule = () => {
    if (!landing) return run();
    // A frame, then a task: the prerendered page has painted.
    requestAnimationFrame(() => setTimeout(run, 0));
    // Should the tab be hidden before its first frame.
    setTimeout(run, 2000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', schedule);
  else schedule();

  // The cookie-consent modal's prerendered copy (index.html): hidden before the first paint when consent was given;
  // otherwise it shows at once, keeps the page inert, and its button works before the app has loaded. The app's own
  // modal (CookieConsent) removes it when it starts. Name, value and lifetime are lib/cookie-consent.ts's
  // (a test compares them).
  const CONSENT_COOKIE = 'mustashar_cookie_consent';
  const CONSENT_VALUE = 'accepted';
  const CONSENT_MAX_AGE = 31536000; // 365 days, in seconds
  const consented = document.cookie
    .split(';')
    .some((part) => part.trim() === `${CONSENT_COOKIE}=${CONSENT_VALUE}`);
  root.classList.toggle('consent-given', consented);
  const wireConsent = () => {
    const copy = document.getElementById('consent-static');
    if (!copy) return;
    // The copy is the landing page's (only there does the app's modal take over from it); elsewhere the app asks.
    if (consented || location.pathname !== '/') return copy.remove();
    const pages = [document.getElementById('root'), document.getElementById('root-en')];
    for (const page of pages) page?.setAttribute('inert', '');
    const accept = copy.querySelector(`[data-consent-lang="${lang || 'ar'}"] [data-consent-accept]`);
    accept?.addEventListener('click', () => {
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support.
      document.cookie = `${CONSENT_COOKIE}=${CONSENT_VALUE}; max-age=${CONSENT_MAX_AGE}; path=/; SameSite=Lax${secure}`;
      root.classList.add('consent-given');
      for (const page of pages) page?.removeAttribute('inert');
      copy.remove();
    });
    accept?.focus({ preventScroll: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wireConsent);
  else wireConsent();

  // The prerendered copy in the other language is never shown (index.html's <style>): drop it once the body is
  // parsed, so its duplicate ids are gone long before the app starts. main.tsx keeps whichever copy is left
  // (and renders afresh over it should i18next's language differ).
  const dropOtherCopy = () => {
    document
      .querySelector(lang === 'en' ? '#root[data-prerender="ar"]' : '#root-en[data-prerender]')
      ?.remove();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', dropOtherCopy);
  else dropOtherCopy();
})();
