import type { HelpContent, Locale } from '@mustashar/contracts';
import { helpCards, helpCategories, helpFaqs } from './content.ts';

const arabicDigits = new Intl.NumberFormat('ar-SA-u-nu-arab');
const arabicPlural = new Intl.PluralRules('ar');

/** "٥ دقائق" in Arabic (the counted noun is plural from 2 to 10), "5 min read" in English. */
export function readingTime(minutes: number, locale: Locale): string {
  if (locale === 'en') return `${minutes} min read`;
  const category = arabicPlural.select(minutes);
  const noun = category === 'two' || category === 'few' ? 'دقائق' : 'دقيقة';
  return `${arabicDigits.format(minutes)} ${noun}`;
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
