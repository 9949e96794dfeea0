import { numberFormat } from './intlFormatters';

/** Spec §9: sizes in decimal units, 1000 per step. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * 0 Bytes, 999 Bytes, 1 KB, 1.5 KB, 12.3 MB, 2 TB ... (at most one decimal, trailing .0 dropped).
 * Negative or non-finite input gives ''.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999.96 KB would round to "1000 KB": show it as 1 MB instead.
  if (Math.round(value * 10) / 10 >= 1000 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const text = numberFormat(locale, digits).format(value);
  return `${text} ${FILE_SIZE_UNITS[unit]}`;
}
