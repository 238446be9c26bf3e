import { SUPPORT } from '@mustashar/contracts/constants';

/** Arabic uses Arabic-Indic digits (٠-٩) through the `nu-arab` extension; English uses Western digits. */
export function intlLocale(lng: string | undefined): string {
  return lng?.startsWith('ar') ? 'ar-SA-u-nu-arab' : 'en-US';
}

const CURRENCY_LABELS: Record<string, { ar: string; en: string }> = {
  SAR: { ar: 'ر.س', en: 'SAR' },
};

export function currencyLabel(lng: string | undefined, currency = 'SAR'): string {
  const labels = CURRENCY_LABELS[currency];
  if (!labels) return currency;
  return lng?.startsWith('ar') ? labels.ar : labels.en;
}

/** A number, or a numeric string; anything else counts as 0 (SPEC: a non-number shows 0). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

export function formatNumber(
  value: unknown,
  lng: string | undefined,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(lng), options).format(toNumber(value));
}

/** Money in a money context (invoices, billing): price_cents / 100 with two decimals. */
export function formatMoney(cents: unknown, lng: string | undefined, currency = 'SAR'): string {
  const amount = toNumber(cents) / 100;
  try {
    return new Intl.NumberFormat(intlLocale(lng), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code: fall back to "amount currency".
    const number = formatNumber(amount, lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${number} ${currencyLabel(lng, currency)}`;
  }
}

/** A plan card shows the amount without trailing zeros, with grouping: ١٬٦٩٩ / 1,699 (129.5 stays 129.5). */
export function formatPlanPrice(price: unknown, lng: string | undefined): string {
  return formatNumber(toNumber(price), lng, { maximumFractionDigits: 2 });
}

/** Replaces Western digits inside a text (e.g. "09:00") with the locale's digits. */
export function localizeDigits(text: string, lng: string | undefined): string {
  if (!lng?.startsWith('ar')) return text;
  return text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

export function formatDate(
  value: unknown,
  lng: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lng), { timeZone: SUPPORT.timeZone, ...options }).format(date);
}
