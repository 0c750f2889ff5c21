/**
 * One CSV cell, safe to open in a spreadsheet: a text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab,
 * carriage return first) gets a leading quote (CSV injection); quotes, commas and line breaks are quoted.
 * Anything not a string is written as JSON (numbers and booleans as themselves).
 */
export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Undoes `csvCell`'s guard on a cell read back from such a file: `'=x` was `=x`. */
export const unguardCsvCell = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
