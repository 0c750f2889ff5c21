/**
 * API times (ISO strings) shown in the reader's language and local time: `formatDate` → "Mar 5, 2025" / "2025年3月5日",
 * `formatDateTime` adds the time, `formatDateTimeSeconds` the seconds too (an audit log orders changes made a moment apart). The language is i18next's (`en`, `zh`, `ja`, `ko`). Anything that is not
 * a date (null, '', garbage) shows as '' or as given, never as "Invalid Date".
 */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

// Building a formatter is costly next to using one; a table row formats several dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${options.timeStyle ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language || undefined, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(value: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatterFor(language, options).format(date);
}

export const formatDate = (value: string | null | undefined, language: string) => format(value, language, DATE);
export const formatDateTime = (value: string | null | undefined, language: string) => format(value, language, DATE_TIME);
export const formatDateTimeSeconds = (value: string | null | undefined, language: string) => format(value, language, DATE_TIME_SECONDS);
