/**
 * Conversions between stored ISO 8601 values and what the browser's date/time inputs show.
 * date-time values are stored as UTC instants and edited in the user's local time.
 */

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "2024-05-02T14:31:00Z" to the local "2024-05-02T16:31" of a datetime-local input. */
export function isoToLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}T${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** A datetime-local input's text to the stored UTC instant; undefined for an empty input. */
export function localInputToIso(text: string): string | undefined {
  if (text === '') return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A stored time ("14:31" or "14:31:05") as a time input's "HH:mm". */
export function timeToInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  return match ? `${pad2(Number(match[1]))}:${match[2]}` : '';
}

/** The YYYY-MM-DD part of a stored date (date inputs show nothing for anything else). */
export function dateToInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}
