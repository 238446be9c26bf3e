import type { Article } from '@mustashar/contracts';

type Wording = Pick<Article, 'textAr' | 'currentText' | 'wording'>;

/**
 * The text to show as the article: the wording in force (the server applies the amendment notes at import), or,
 * when the amended wording is not in this copy or the article was repealed, the original — which the page then
 * labels as such and never presents as in force.
 */
export function shownText(article: Wording): string {
  return article.currentText ?? article.textAr;
}

/** Whether the text shown is the wording in force. */
export function isInForce(article: Pick<Article, 'wording'>): boolean {
  return article.wording === 'original' || article.wording === 'amended';
}
