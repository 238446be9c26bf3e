export const STATIC_PAGES = ['about', 'terms', 'privacy', 'cookies'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

/** content/{ar,en}/<page>.md, each its own small chunk, loaded for the current language only. */
const loaders = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });

export function loadStaticPage(lng: 'ar' | 'en', page: StaticPageName): Promise<string | null> {
  const load = loaders[`./content/${lng}/${page}.md`] ?? loaders[`./content/en/${page}.md`];
  return load ? load() : Promise.resolve(null);
}
