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
    // No supported language found: the app ends on Arabic (index.html's lang), as above. English is also
    // the fallback language, which i18next loads before it starts.
    const wanted = [...(chunks[lang || 'ar'] || []), ...(lang === 'en' ? [] : chunks.en || [])];
    for (const href of wanted) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // Only a hint: i18next loads the texts anyway.
  }
})();
