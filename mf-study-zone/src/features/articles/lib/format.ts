/**
 * A file size as people read it (1.2 MB), in the reader's language. Binary steps (KiB, MiB) are shown with
 * the familiar KB/MB units, as download pages usually do.
 */
export function formatSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(language || undefined, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/**
 * A publication date in the reader's language. Formatted in UTC: the server renders the page in its own time
 * zone and the browser hydrates it in the reader's, and the two must print the same day.
 */
export function formatPublished(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language || undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
