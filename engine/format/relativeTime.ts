import { relativeTimeFormat } from './intlFormatters';
import { toDate, type DateInput } from './dateFormat';

/** Spec §9: under 10 s the relative time reads 'now'. */
export const NOW_THRESHOLD_MS = 10_000;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600 * 1000],
  ['month', 30 * 24 * 3600 * 1000],
  ['week', 7 * 24 * 3600 * 1000],
  ['day', 24 * 3600 * 1000],
  ['hour', 3600 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
];

/** The largest unit that fits the distance, and the (rounded toward zero) count of it. */
export function relativeParts(deltaMs: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const distance = Math.abs(deltaMs);
  for (const [unit, size] of UNITS) {
    if (distance >= size) return { value: Math.trunc(deltaMs / size), unit };
  }
  return { value: 0, unit: 'second' };
}

/**
 * 'now' within 10 s (localized: Intl's numeric:auto for 0 seconds), otherwise '5 minutes ago',
 * 'in 2 days' ... via Intl.RelativeTimeFormat. `now` is passed in so callers (and tests) own the clock.
 */
export function formatRelativeTime(value: DateInput | null | undefined, now: DateInput, locale = 'en'): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const deltaMs = date.getTime() - reference.getTime();
  const formatter = relativeTimeFormat(locale);
  if (Math.abs(deltaMs) < NOW_THRESHOLD_MS) return formatter.format(0, 'second');
  const { value: amount, unit } = relativeParts(deltaMs);
  return formatter.format(amount, unit);
}
