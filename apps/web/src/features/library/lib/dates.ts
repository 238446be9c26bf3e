import { formatDate, localizeDigits } from '@/lib/format';

/** "1426-08-23" (Hijri, as the importer parses it) → "1426/08/23 هـ" / "1426/08/23 AH", digits per language. */
export function formatHijri(value: string, lng: string | undefined): string {
  const [y, m, d] = value.split('-');
  const date = [y, m, d].filter(Boolean).join('/');
  return localizeDigits(lng === 'en' ? `${date} AH` : `${date} هـ`, lng);
}

/** "2005-09-27" → a long date in the UI language (noon UTC, so no time zone moves the day). */
export function formatGregorian(value: string, lng: string | undefined): string {
  return formatDate(`${value}T12:00:00Z`, lng, { dateStyle: 'long' }) || localizeDigits(value, lng);
}
