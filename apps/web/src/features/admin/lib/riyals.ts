import { latinDigits } from '@/lib/format';

/** Riyals as typed ("129", "49.50", "١٢٩") → halalas; null when it is not an amount (at most two decimals). */
export function riyalsToHalalas(text: string): number | null {
  const value = latinDigits(text.trim());
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** Halalas as the price field shows them to edit: "129" or "49.5". */
export function halalasToRiyals(halalas: number): string {
  return String(halalas / 100);
}

/** A whole number as typed (either digits); null when it is not one. */
export function wholeNumber(text: string): number | null {
  const value = latinDigits(text.trim());
  return /^\d{1,10}$/.test(value) ? Number(value) : null;
}
