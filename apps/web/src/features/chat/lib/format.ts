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

/**
 * The time left in words, so no lone zeros or colons read as dots: whole minutes (rounded up) from a minute on,
 * seconds in the last minute — "٦٠ دقيقة", "دقيقتان", "٤٥ ثانية" / "60 minutes", "45 seconds".
 */
export function formatTimeLeft(ms: number, lng: string | undefined): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [unit, value] =
    seconds >= 60 ? (['minute', Math.ceil(seconds / 60)] as const) : (['second', seconds] as const);
  return new Intl.NumberFormat(intlLocale(lng), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
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
