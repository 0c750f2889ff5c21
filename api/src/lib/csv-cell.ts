/**
 * A text a spreadsheet would run as a formula (CSV injection), and the same after the guard's own `'`s: guarding
 * those too makes the guard reversible, so `unguardCsvCell` strips exactly one `'` and a text such as `'=x` survives.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
/**
 * Quoted: what a reader would split on (any of the delimiters readTable accepts, line breaks, quotes) and a leading or
 * trailing space, which a trimming reader would drop.
 */
const NEEDS_QUOTES = /[",;\t\n\r]|^\s|\s$/;

/**
 * One CSV cell, safe to open in a spreadsheet: a text it would run as a formula gets a leading `'`; a cell holding a
 * delimiter, quote or line break is quoted. Anything not a string is written as JSON (numbers and booleans as
 * themselves). readTable then `unguardCsvCell` give the text back unchanged, whatever it holds.
 */
export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Undoes `csvCell`'s guard on a cell read back from such a file: `'=x` was `=x`, `''=x` was `'=x`. */
export const unguardCsvCell = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);

/**
 * One CSV line (ending in CRLF) of formula-safe cells. A line whose only cell is empty is written `""`: a bare empty
 * line would read as a blank line, or as no line at all at the end of the file.
 */
export const csvLine = (cells: readonly unknown[]): string => {
  const line = cells.map(csvCell).join(',');
  return `${line === '' && cells.length === 1 ? '""' : line}\r\n`;
};
