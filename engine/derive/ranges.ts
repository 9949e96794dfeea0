import type { Facet } from '../declarations/bundle';

/**
 * Facet range buckets (platform spec §9). Day ranges are data relative to the local midnight that
 * starts "today", so the same model serves the facet panel and the server's search compiler; only
 * rangeBounds turns them into instants for a given "now".
 */

/** A range counted in whole days from today's local midnight: negative days lie in the past. */
export interface DayRange {
  kind: 'days';
  key: string;
  /** Message id of the bucket's label. */
  label: string;
  /** First day of the bucket (inclusive); absent = open towards the past. */
  startDay?: number;
  /** Day the bucket ends before (exclusive); absent = open towards the future. */
  endDay?: number;
}

/** A range of plain numbers (bytes, declared number ranges): from inclusive, to exclusive. */
export interface ValueRange {
  kind: 'values';
  key: string;
  label: string;
  from?: number;
  to?: number;
}

export type ResolvedRange = DayRange | ValueRange;

export type RangeFacetKind = 'time-ranges' | 'date-ranges' | 'size-ranges' | 'number-ranges';

const days = (key: string, startDay: number | undefined, endDay: number | undefined): DayRange => ({
  kind: 'days',
  key,
  label: `facets.ranges.${key}`,
  ...(startDay === undefined ? {} : { startDay }),
  ...(endDay === undefined ? {} : { endDay }),
});

const bytes = (key: string, from: number, to: number | undefined): ValueRange => ({
  kind: 'values',
  key,
  label: `facets.ranges.${key}`,
  from,
  ...(to === undefined ? {} : { to }),
});

/** Past buckets: today (since midnight), yesterday, 2-7 days ago, 7-30, 30-60, 60-90, 90-180, before 180 days. */
export const TIME_RANGES: readonly DayRange[] = [
  days('today', 0, undefined),
  days('yesterday', -1, 0),
  days('lastWeek', -7, -1),
  days('past7to30', -30, -7),
  days('past30to60', -60, -30),
  days('past60to90', -90, -60),
  days('past90to180', -180, -90),
  days('before180', undefined, -180),
];

/** Future buckets for date fields (due dates): tomorrow, within a week, 7-30, 30-60, 60-90, 90-180, over 180 days. */
export const DATE_RANGES: readonly DayRange[] = [
  days('tomorrow', 1, 2),
  days('withinWeek', 2, 7),
  days('next7to30', 7, 30),
  days('next30to60', 30, 60),
  days('next60to90', 60, 90),
  days('next90to180', 90, 180),
  days('over180', 180, undefined),
];

/** File sizes in bytes: 0-1000, 1001-1M, 1M-10M, 10M-100M, 100M-1G, over 1G (decimal units, spec §9). */
export const SIZE_RANGES: readonly ValueRange[] = [
  bytes('size0to1K', 0, 1001),
  bytes('size1Kto1M', 1001, 1e6),
  bytes('size1Mto10M', 1e6, 1e7),
  bytes('size10Mto100M', 1e7, 1e8),
  bytes('size100Mto1G', 1e8, 1e9),
  bytes('sizeOver1G', 1e9, undefined),
];

/** The buckets of a range facet; declared number ranges get `{facetLabel}.ranges.{key}` when unlabelled. */
export function resolveRanges(facet: Pick<Facet, 'kind' | 'ranges'>, facetLabel: string): ResolvedRange[] | undefined {
  switch (facet.kind) {
    case 'time-ranges':
      return [...TIME_RANGES];
    case 'date-ranges':
      return [...DATE_RANGES];
    case 'size-ranges':
      return [...SIZE_RANGES];
    case 'number-ranges':
      return (facet.ranges ?? []).map((r) => ({
        kind: 'values',
        key: r.key,
        label: r.label ?? `${facetLabel}.ranges.${r.key}`,
        ...(r.from === undefined ? {} : { from: r.from }),
        ...(r.to === undefined ? {} : { to: r.to }),
      }));
    default:
      return undefined;
  }
}

/** Local midnight `offset` days from the day of `now`; setDate keeps it right across DST changes. */
function midnight(now: Date, offset: number): number {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  day.setDate(day.getDate() + offset);
  return day.getTime();
}

/**
 * Bounds of a bucket: `from` inclusive, `to` exclusive. Day ranges give epoch milliseconds in the
 * local time zone of the caller; value ranges give their numbers unchanged.
 */
export function rangeBounds(range: ResolvedRange, now: Date): { from?: number; to?: number } {
  if (range.kind === 'values') {
    return { ...(range.from === undefined ? {} : { from: range.from }), ...(range.to === undefined ? {} : { to: range.to }) };
  }
  return {
    ...(range.startDay === undefined ? {} : { from: midnight(now, range.startDay) }),
    ...(range.endDay === undefined ? {} : { to: midnight(now, range.endDay) }),
  };
}

function localDate(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Bounds of a day range as local calendar dates ("2024-05-16"), for fields of format date, whose
 * stored strings compare in date order: from inclusive, to exclusive, like rangeBounds.
 */
export function dayRangeDates(range: DayRange, now: Date): { from?: string; to?: string } {
  const { from, to } = rangeBounds(range, now);
  return { ...(from === undefined ? {} : { from: localDate(from) }), ...(to === undefined ? {} : { to: localDate(to) }) };
}
