import type { Locale } from '@mustashar/contracts';
import { formatNumber } from './numbers.ts';

/**
 * How a counted noun is written for each plural category of its language, `#` standing for the number. Arabic has six:
 * 0; 1 and 2 (usually said without the number: "بند واحد", "بندان"); 3–10 take the plural ("٣ بنود"); 11–99 the
 * singular as an accusative ("١١ بندًا"); 100 and up the singular as a genitive ("١٠٠ بند"). English has two.
 * The case of the 1 and 2 forms depends on the sentence, so each text gives its own.
 */
export type PluralForms = {
  ar: Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;
  en: Record<'one' | 'other', string>;
};

const RULES: Record<Locale, Intl.PluralRules> = {
  ar: new Intl.PluralRules('ar'),
  en: new Intl.PluralRules('en'),
};

/** A count with its noun in the form the number takes, the number in the language's digits. */
export function plural(count: number, locale: Locale, forms: PluralForms): string {
  const category = RULES[locale].select(count);
  const own = forms[locale] as Record<string, string>;
  const form = own[category] ?? own.other ?? '';
  return form.replaceAll('#', formatNumber(count, locale));
}
