import { useEffect } from 'react';

/**
 * Sets the document title and description for the current page. index.html carries defaults so crawlers
 * without JS still get a title; updating those elements (rather than adding new ones) keeps exactly one of each.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
