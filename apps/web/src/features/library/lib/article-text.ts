import type { Article } from '@mustashar/contracts';

/**
 * Amendment notes, newest first. The corpus lists them oldest first (the last holds the newest wording, as the
 * server's excerpts assume), so the library reverses them to put the wording in force at the top.
 */
export function amendmentsNewestFirst(article: Pick<Article, 'amendmentNotes'>): string[] {
  return [...article.amendmentNotes].reverse();
}
