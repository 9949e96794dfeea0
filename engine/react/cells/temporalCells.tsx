import { useIntl } from 'react-intl';
import { formatDate, formatDateTime, formatPartialDate, formatRelativeTime, formatTime } from '../../format';
import { useEngine } from '../services/EngineContext';
import type { CellProps } from './cellProps';
import { valueText } from './cellProps';

/** Calendar dates (YYYY[-M[-D]]) are shown as written, never shifted by the viewer's time zone. */
const CALENDAR_DATE = /^\d{4}(-\d{1,2}(-\d{1,2})?)?$/;
/** A time of day ("14:31", "14:31:05"). */
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(:\d{2}(\.\d+)?)?$/;

/** DD-MMM-YYYY of a date value: calendar dates as written, instants in local time. */
export function dateText(value: unknown, locale: string): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatPartialDate(value, locale);
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return formatDate(value, locale) || valueText(value);
  return valueText(value);
}

/** HH:mm of a time of day or of an instant in local time. */
export function timeText(value: unknown): string {
  if (typeof value === 'string') {
    const match = TIME_OF_DAY.exec(value);
    if (match) return `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? '00'}`;
  }
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return formatTime(value) || valueText(value);
  return valueText(value);
}

/** DD-MMM-YYYY HH:mm of an instant; a calendar date alone shows as a date. */
export function dateTimeText(value: unknown, locale: string): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatPartialDate(value, locale);
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return formatDateTime(value, locale) || valueText(value);
  return valueText(value);
}

export function DateCell({ value }: CellProps) {
  const { locale } = useIntl();
  return <span className="vgn-cell-date">{dateText(value, locale)}</span>;
}

export function DateTimeCell({ value }: CellProps) {
  const { locale } = useIntl();
  return <span className="vgn-cell-date">{dateTimeText(value, locale)}</span>;
}

export function TimeCell({ value }: CellProps) {
  return <span className="vgn-cell-date">{timeText(value)}</span>;
}

/** "5 minutes ago", with the exact date and time as the tooltip. */
export function RelativeTimeCell({ value }: CellProps) {
  const { locale } = useIntl();
  const { now } = useEngine();
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return (
    <time className="vgn-cell-date" dateTime={String(value)} title={dateTimeText(value, locale)}>
      {formatRelativeTime(value, now(), locale) || valueText(value)}
    </time>
  );
}
