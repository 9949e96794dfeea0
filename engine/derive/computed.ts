import type { ItemTypeDeclaration } from '../declarations/bundle';
import { parseDate, parseTime } from '../validation/temporalParsers';

/** A computed field as a type declares it (item-type.schema.json $defs/computedField). */
export type ComputedFieldDeclaration = NonNullable<NonNullable<ItemTypeDeclaration['computed']>[string]>;

/** Where a time window stands against now (business spec §4 "Meeting display state"). */
export type TimeWindowState = 'PENDING' | 'ONGOING' | 'PAST';

export const TIME_WINDOW_STATES: readonly TimeWindowState[] = ['PENDING', 'ONGOING', 'PAST'];

/** A missing start counts as the start of the day, a missing end as 23:59 (business spec §4). */
const DAY_START_MINUTE = 0;
const DAY_END_MINUTE = 23 * 60 + 59;

function fieldText(item: Readonly<Record<string, unknown>>, field: string | undefined): string | undefined {
  if (field === undefined) return undefined;
  const value = item[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function minuteOfDay(time: string | undefined, fallback: number): number {
  const seconds = time === undefined ? undefined : parseTime(time);
  return seconds === undefined ? fallback : Math.floor(seconds / 60);
}

/** A wall-clock moment as one comparable number: days since the epoch * 1440 + minute of the day. */
function wallMinute(year: number, month: number, day: number, minute: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000) * 1440 + minute;
}

/**
 * PENDING before date+start, ONGOING from then through the end minute, PAST after it. Dates and
 * times are wall-clock values of the place the reader is in: `now` is read in `tzOffsetMinutes`
 * (minutes east of UTC; the runtime's own zone when absent). Undefined when the date is missing
 * or invalid: the state cannot be told.
 */
export function timeWindowState(
  declaration: Pick<ComputedFieldDeclaration, 'date' | 'start' | 'end'>,
  item: Readonly<Record<string, unknown>>,
  now: Date,
  tzOffsetMinutes: number = -now.getTimezoneOffset(),
): TimeWindowState | undefined {
  const dateText = fieldText(item, declaration.date);
  const date = dateText === undefined ? undefined : parseDate(dateText);
  if (!date) return undefined;
  const [year = 0, month = 1, day = 1] = date;
  const start = wallMinute(year, month, day, minuteOfDay(fieldText(item, declaration.start), DAY_START_MINUTE));
  const end = wallMinute(year, month, day, minuteOfDay(fieldText(item, declaration.end), DAY_END_MINUTE));
  const local = new Date(now.getTime() + tzOffsetMinutes * 60_000);
  const current = wallMinute(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), local.getUTCHours() * 60 + local.getUTCMinutes());
  if (current < start) return 'PENDING';
  return current <= end ? 'ONGOING' : 'PAST';
}

/** The value of a computed field for an item at `now` (one branch per declared kind). */
export function computedValue(
  declaration: ComputedFieldDeclaration,
  item: Readonly<Record<string, unknown>>,
  now: Date,
  tzOffsetMinutes?: number,
): string | undefined {
  switch (declaration.kind) {
    case 'timeWindow':
      return timeWindowState(declaration, item, now, tzOffsetMinutes);
  }
}

/** Message id of a computed value as cells show it ("computed.timeWindow.PAST"). */
export function computedValueMessageId(kind: ComputedFieldDeclaration['kind'], value: string): string {
  return `computed.${kind}.${value}`;
}
