import type { Locale } from '@mustashar/contracts';

const NUMBER_LOCALE: Record<Locale, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-US' };

/** A number as the language writes it: Arabic-Indic digits in Arabic (DESIGN.md section 4), Latin in English. */
export function formatNumber(
  value: number,
  locale: Locale,
  { fractionDigits = 0, grouping = true }: { fractionDigits?: number; grouping?: boolean } = {},
): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: grouping,
  }).format(value);
}
