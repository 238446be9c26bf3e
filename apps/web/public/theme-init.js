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

  // The texts in that language (chunks listed by scripts/prerender.mjs): fetched now, beside the app's
  // other modulepreloads, rather than once i18next asks for them.
  try {
    const meta = document.querySelector('meta[name="locale-chunks"]');
    const chunks = meta ? JSON.parse(meta.content) : {};
    // No supported language found: the app ends on Arabic (index.html's lang), as above. Arabic needs no
    // fallback texts (lib/i18n.ts), and English is its own.
    const wanted = chunks[lang || 'ar'] || [];
    for (const href of wanted) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // Like index.html's other modulepreloads (scripts/prerender.mjs): not needed for the first paint.
      link.fetchPriority = 'low';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // Only a hint: i18next loads the texts anyway.
  }

  // The app's entry module. scripts/prerender.mjs moved it from a <script> into <meta name="app-entry"> and
  // modulepreloads it, so it downloads from the start; it runs once the prerendered page has painted (a frame,
  // then a task), so evaluating it never delays that first paint. Elsewhere than `/` (app-pending: nothing is
  // painted before the app) and in a hidden tab (no frames) it runs as soon as the document is parsed. Without
  // the <meta> (the dev server) index.html's own <script> runs it.
  const entry = document.querySelector('meta[name="app-entry"]');
  if (entry) {
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry.content;
      document.head.appendChild(script);
    };
    const schedule = () => {
      if (location.pathname !== '/' || document.visibilityState === 'hidden') return run();
      requestAnimationFrame(() => setTimeout(run, 0));
      // Should the tab be hidden before its first frame.
      setTimeout(run, 2000);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', schedule);
    else schedule();
  }

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
