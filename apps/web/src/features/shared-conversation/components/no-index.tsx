import { useEffect } from 'react';

/**
 * Keeps the page out of search engines while it is shown: index.html's robots meta says "index", so it is switched
 * to "noindex" here (one robots meta, never two that disagree) and put back when the visitor moves on.
 */
export function NoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex, nofollow';
    return () => {
      if (!meta) return;
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
  return null;
}
