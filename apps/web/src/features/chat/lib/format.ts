import { formatNumber, intlLocale } from '@/lib/format';

/** A file size in the page's language and digits: "٢٫٤ ميغابايت" / "2.4 MB". */
export function formatFileSize(bytes: number, lng: string | undefined): string {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : // A small file still shows as 0.1 kB, not 0.
        (['kilobyte', bytes > 0 ? Math.max(0.1, bytes / 1024) : 0] as const);
  try {
    return new Intl.NumberFormat(intlLocale(lng), {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return `${formatNumber(value, lng, { maximumFractionDigits: 1 })} ${unit}`;
  }
}

/** A countdown as m:ss (or h:mm:ss), in the page's digits. */
export function formatClock(ms: number, lng: string | undefined): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => formatNumber(n, lng, { minimumIntegerDigits: 2, useGrouping: false });
  const parts =
    hours > 0
      ? [formatNumber(hours, lng), two(minutes), two(seconds)]
      : [formatNumber(minutes, lng), two(seconds)];
  // Isolated left-to-right, so "1:05:09" reads the same way inside right-to-left text.
  return `\u2066${parts.join(':')}\u2069`;
}

/** Light Arabic normalisation for the guests' local search (the server does its own for subscribers). */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}
