import { formatDate } from '@/lib/format';

/** A date in Riyadh time; one that cannot be read is shown as it came. */
export function formatDateOrRaw(
  value: unknown,
  lng: string | undefined,
  options?: Intl.DateTimeFormatOptions,
): string {
  const formatted = formatDate(value, lng, options);
  if (formatted) return formatted;
  return typeof value === 'string' ? value : '';
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mada: 'mada',
  amex: 'American Express',
  applepay: 'Apple Pay',
  stcpay: 'STC Pay',
};

/** A card brand or payment method as its owner writes it ("visa" → "Visa"; mada stays lower case). */
export function brandLabel(value: string | null | undefined): string {
  if (!value) return '';
  return BRANDS[value.toLowerCase().replace(/[\s_-]/g, '')] ?? value;
}
