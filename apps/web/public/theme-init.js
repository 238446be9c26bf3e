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
})();
