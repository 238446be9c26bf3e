/**
 * A Saudi mobile number as people type it (05XXXXXXXX, 5XXXXXXXX, 9665XXXXXXXX, +966 5X XXX XXXX, with Arabic-Indic
 * digits too) → E.164 (+9665XXXXXXXX); null when it is not one.
 */
export function normalizeSaudiMobile(input: string): string | null {
  const western = input.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const digits = western
    .replace(/[\s\-()]/g, '')
    .replace(/^\+/, '')
    .replace(/^00/, '');
  if (!/^\d+$/.test(digits)) return null;
  const local = digits.startsWith('966')
    ? digits.slice(3)
    : digits.startsWith('0')
      ? digits.slice(1)
      : digits;
  return /^5\d{8}$/.test(local) ? `+966${local}` : null;
}
