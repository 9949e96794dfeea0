import type { PluginDemoCalendar } from '../../engine/plugin/demoSeed';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dates relative to the day the demo data is seeded (UTC midnight), so the data looks current
 * (logs of the last months, meetings of the coming weeks) whenever a store is first started.
 */
export class DemoCalendar implements PluginDemoCalendar {
  private readonly midnight: number;

  constructor(today: Date) {
    this.midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  }

  /** "YYYY-MM-DD" of the day offsetDays from today (negative: in the past). */
  date(offsetDays: number): string {
    return new Date(this.midnight + offsetDays * DAY_MS).toISOString().slice(0, 10);
  }

  /** "Monday, November 30": the day as an announcement names it. */
  longDate(offsetDays: number): string {
    const day = new Date(this.midnight + offsetDays * DAY_MS);
    return day.toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  }

  /** ISO timestamp of the given minute of the day offsetDays from today. */
  stamp(offsetDays: number, minuteOfDay: number): string {
    return new Date(this.midnight + offsetDays * DAY_MS + minuteOfDay * 60_000).toISOString();
  }

  time(minuteOfDay: number): string {
    return timeOfDay(minuteOfDay);
  }
}

/** "HH:MM" of a minute of the day. */
export function timeOfDay(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
