/** Western digits for Arabic-Indic ones and the Arabic decimal separator, as either keyboard types them. */
export function toWestern(text: string): string {
  return text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.');
}

/** Riyals as typed ("129", "49.50", "١٢٩") → halalas; null when it is not an amount (at most two decimals). */
export function riyalsToHalalas(text: string): number | null {
  const value = toWestern(text);
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** Halalas as the price field shows them to edit: "129" or "49.5". */
export function halalasToRiyals(halalas: number): string {
  return String(halalas / 100);
}

/** A whole number as typed (either digits); null when it is not one. */
export function wholeNumber(text: string): number | null {
  const value = toWestern(text);
  return /^\d{1,10}$/.test(value) ? Number(value) : null;
}
