import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { AppError } from './app-error';
import { assertSafeWorkbook, type XlsxLimits } from './xlsx-guard';

export type Cell = string | number | boolean | Date | null;
/** A row of the uploaded table with its line number in the file (1-based: what a spreadsheet shows). */
export type TableRow = { line: number; cells: Cell[] };

const unreadable = () => new AppError(400, 'labListFileUnreadable');
/** Every XLSX is a zip archive; anything else is read as CSV text. */
export const isXlsx = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The file's delimiter: the one its first non-blank line (a header, names only, or a lab list's first row) holds most,
 * outside quotes; a comma when it holds none (one column). One delimiter per file, as Excel writes it in any locale:
 * splitting on all three at once shifted the columns of a row whose name held a `;` or a tab.
 */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let filled = false;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
      filled = true;
    } else if (quoted) continue;
    else if (char === '\n' || char === '\r') {
      if (filled) break;
      for (const d of DELIMITERS) counts.set(d, 0); // a blank row (`,,,` too): the next line decides
    } else if (counts.has(char)) counts.set(char, counts.get(char)! + 1);
    else if (char.trim() !== '') filled = true;
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best));
}

/** CSV as Excel writes it in any locale: comma, semicolon or tab (delimiterOf); a BOM; quoted fields. Must be UTF-8. */
function readCsv(bytes: Buffer): TableRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(); // e.g. a GBK export: refuse it rather than import mangled codes
  }
  if (text.includes('\u0000')) throw unreadable();
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
      delimiter: delimiterOf(text),
    }) as string[][];
    // A blank line is a record too, so a record's position is its spreadsheet row, also after a cell holding line breaks.
    return records.map((cells, index) => ({ line: index + 1, cells }));
  } catch {
    throw unreadable();
  }
}

/** The first sheet of an XLSX; blank rows come back as blank cells, so the line numbers stay the sheet's own. */
async function readXlsx(bytes: Buffer, limits: XlsxLimits): Promise<TableRow[]> {
  try {
    assertSafeWorkbook(bytes, limits); // before the reader: a hostile workbook must not reach it
    const rows = await readSheet(bytes);
    // The library types a date cell as `typeof Date`; it holds a Date instance, which Cell says.
    return rows.map((cells, index) => ({ line: index + 1, cells: cells as unknown as Cell[] }));
  } catch {
    throw unreadable();
  }
}

/**
 * The rows of an uploaded CSV or XLSX file, told apart by their bytes (not by the name the browser sent); an
 * XLSX past the caller's `limits` is unreadable (400) before the spreadsheet reader sees it.
 */
export const readTable = (bytes: Buffer, limits: XlsxLimits): Promise<TableRow[]> =>
  isXlsx(bytes) ? readXlsx(bytes, limits) : Promise.resolve(readCsv(bytes));
