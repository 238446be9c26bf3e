import { SUPPORT } from '@mustashar/contracts/constants';
import { formatMoney as formatHalalas, type MoneyOptions } from '@mustashar/contracts/money';

export { currencyLabel, moneyParts } from '@mustashar/contracts/money';

/** Arabic uses Arabic-Indic digits (٠-٩) through the `nu-arab` extension; English uses Western digits. */
export function intlLocale(lng: string | undefined): string {
  return lng?.startsWith('ar') ? 'ar-SA-u-nu-arab' : 'en-US';
}

/** A number, or a numeric string; anything else counts as 0, so a bad value shows 0. */
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

/**
 * Money everywhere it is shown (plans, billing, invoices, checkout, dashboard, payment result), from halalas:
 * "١٢٩ ر.س" / "SAR 129", decimals only when there are halalas. The rules live in contracts, shared with the server.
 */
export function formatMoney(halalas: unknown, lng: string | undefined, currency = 'SAR'): string {
  const options: MoneyOptions = { currency };
  return formatHalalas(toNumber(halalas), lng, options);
}

/** An amount in riyals (payment items carry riyals), written like any other money. */
export function formatRiyals(riyals: unknown, lng: string | undefined, currency = 'SAR'): string {
  return formatMoney(Math.round(toNumber(riyals) * 100), lng, currency);
}

const DAY_PERIODS = {
  ar: { am: 'صباحًا', pm: 'مساءً' },
  en: { am: 'AM', pm: 'PM' },
} as const;

/** A time of day from "HH:MM", the way people say it: "٩ صباحًا" / "9 AM", "٥:٣٠ مساءً" / "5:30 PM". */
export function formatClockTime(hhmm: string, lng: string | undefined): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const periods = lng?.startsWith('ar') ? DAY_PERIODS.ar : DAY_PERIODS.en;
  const hour = h % 12 === 0 ? 12 : h % 12;
  const minutes = m ? `:${formatNumber(m, lng, { minimumIntegerDigits: 2 })}` : '';
  return `${formatNumber(hour, lng)}${minutes}\u00a0${h < 12 ? periods.am : periods.pm}`;
}

/**
 * A phone number from its digits (country code included), in left-to-right groups: "+966 50 123 4567" for a
 * Saudi number; other countries' numbers are shown whole after the "+". Show it inside `dir="ltr"`.
 */
export function formatPhone(digits: string, lng: string | undefined): string {
  const d = digits.replace(/\D/g, '');
  const saudi = /^(966)(\d{2})(\d{3})(\d{4})$/.exec(d);
  return localizeDigits(`+${saudi ? saudi.slice(1).join(' ') : d}`, lng);
}

/**
 * Digits as either keyboard types them, in Latin: Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹), and the Arabic
 * decimal separator (٫) as a point — for reading what was typed into a number field.
 */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');
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
