/**
 * The one way money is written, by the server (emails, payment pages, documents) and the web app alike:
 * whole riyals without decimals ("١٢٩ ر.س", "SAR 1,699"), two decimals only when there are halalas
 * ("١٢٩٫٥٠ ر.س"). Arabic puts the unit after the number and writes it "ر.س" (Intl's "ر.س." ends in a dot that
 * reads as a full stop); English puts "SAR" first. Kept free of zod so the web app can import it alone.
 */

const CURRENCY_LABELS: Record<string, { ar: string; en: string }> = {
  SAR: { ar: 'ر.س', en: 'SAR' },
};

/** A no-break space: the number and its unit never wrap onto different lines. */
const NBSP = '\u00a0';

export interface MoneyOptions {
  /** ISO 4217 code; SAR unless given. */
  currency?: string;
  /** Always two decimals (tax-invoice figures, which must match the ZATCA QR code's amounts). */
  exact?: boolean;
}

export interface MoneyParts {
  /** The number in the language's digits, grouped: "١٬٦٩٩" / "1,699". */
  amount: string;
  /** "ر.س" / "SAR" (or the code itself for a currency without a label). */
  currency: string;
  /** English writes the unit first ("SAR 249"); Arabic after the number ("٢٤٩ ر.س"). */
  currencyFirst: boolean;
}

function isArabic(lng: string | undefined): boolean {
  return lng?.startsWith('ar') ?? false;
}

export function currencyLabel(lng: string | undefined, currency = 'SAR'): string {
  const labels = CURRENCY_LABELS[currency];
  if (!labels) return currency;
  return isArabic(lng) ? labels.ar : labels.en;
}

/** An amount in halalas (the smallest unit, as every price and payment is stored) split into number and unit. */
export function moneyParts(halalas: number, lng: string | undefined, options: MoneyOptions = {}): MoneyParts {
  const cents = Number.isFinite(halalas) ? Math.round(halalas) : 0;
  const digits = options.exact || cents % 100 !== 0 ? 2 : 0;
  const amount = new Intl.NumberFormat(isArabic(lng) ? 'ar-SA-u-nu-arab' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
  return {
    amount,
    currency: currencyLabel(lng, options.currency ?? 'SAR'),
    currencyFirst: !isArabic(lng),
  };
}

/** "١٢٩ ر.س" / "SAR 129"; "١٢٩٫٥٠ ر.س" / "SAR 129.50" when there are halalas. */
export function formatMoney(halalas: number, lng: string | undefined, options: MoneyOptions = {}): string {
  const { amount, currency, currencyFirst } = moneyParts(halalas, lng, options);
  return currencyFirst ? `${currency}${NBSP}${amount}` : `${amount}${NBSP}${currency}`;
}
