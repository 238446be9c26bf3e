import type { HelpContent, Locale } from '@mustashar/contracts';
import { type PluralForms, plural } from '../../lib/plural.ts';
import { helpCards, helpCategories, helpFaqs } from './content.ts';

const READING_TIME: PluralForms = {
  ar: {
    zero: 'أقل من دقيقة',
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: '# دقائق',
    many: '# دقيقة',
    other: '# دقيقة',
  },
  // "min" is an abbreviation, the same for one and many.
  en: { one: '# min read', other: '# min read' },
};

/** "دقيقتان", "٥ دقائق", "١٢ دقيقة" in Arabic; "5 min read" in English. */
export function readingTime(minutes: number, locale: Locale): string {
  return plural(minutes, locale, READING_TIME);
}

export function helpContent(locale: Locale): HelpContent {
  return {
    categories: helpCategories.map((c) => ({ slug: c.slug, label: c.label[locale], icon: c.icon })),
    faqs: helpFaqs.map((f) => ({
      q: f.q[locale],
      a: f.a[locale],
      category: f.category,
      time: readingTime(f.minutes, locale),
    })),
    cards: helpCards.map((c) => ({
      title: c.title[locale],
      description: c.description[locale],
      time: readingTime(c.minutes, locale),
      href: c.href,
    })),
  };
}
