/** Calendar checks shared by the date formats and the start/end comparison. */

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when month (1-12) and, if given, day exist in that year. */
export function isValidCalendarDate(year: number, month: number, day?: number): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  if (day === undefined) return true;
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a time of day: hours 0-23, minutes and seconds 0-59. */
export function isValidClockTime(hours: number, minutes: number, seconds = 0): boolean {
  return hours <= 23 && minutes <= 59 && seconds <= 59;
}
