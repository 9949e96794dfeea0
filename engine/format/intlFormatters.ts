/**
 * Intl formatters kept per locale and options: building one costs far more than formatting with it
 * (locale data lookups), and cells format the same kinds of values for every row they show.
 */
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const shortMonthFormats = new Map<string, Intl.DateTimeFormat>();

export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeTimeFormats.get(locale);
  if (!formatter) relativeTimeFormats.set(locale, (formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return formatter;
}

export function numberFormat(locale: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`;
  let formatter = numberFormats.get(key);
  if (!formatter) numberFormats.set(key, (formatter = new Intl.NumberFormat(locale, { maximumFractionDigits })));
  return formatter;
}

export function shortMonthFormat(locale: string): Intl.DateTimeFormat {
  let formatter = shortMonthFormats.get(locale);
  if (!formatter) shortMonthFormats.set(locale, (formatter = new Intl.DateTimeFormat(locale, { month: 'short' })));
  return formatter;
}
