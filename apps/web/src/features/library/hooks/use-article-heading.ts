import type { Article } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { localizeNumberText } from '../lib/localize-digits';

/** "Article 77" / "Article 77 bis" in English chrome; the corpus's own label ("المادة السابعة والسبعون") in Arabic. */
export function useArticleHeading() {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  return (article: Pick<Article, 'label' | 'number' | 'bis'>) => {
    if (lng !== 'en' && article.label) return localizeNumberText(article.label, lng);
    return t(article.bis ? 'article.bis' : 'article.number', {
      number: formatNumber(article.number, lng, { useGrouping: false }),
    });
  };
}
