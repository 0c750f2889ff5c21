import type { Lang } from '../../i18n/language';
import { importMessages } from './import-messages';
import type { Cell, TableRow } from '../../lib/read-table';
import { MAX_LIST_LINES, MAX_QUANTITY, type ImportError, type ImportErrorCode } from './schemas';

export type ImportLine = { skuId: number; quantity: number };
type FindSkus = (codes: string[]) => Promise<Array<{ id: number; code: string }>>;

// A first row naming its columns is a header (in any of the four languages), not a bad row.
const skuHeader = /^(sku|sku ?code|code|product ?code|货号|商品货号|编码|商品编码|品番|商品コード|コード|품번|상품 ?코드|코드)$/i;
const quantityHeader = /^(qty|quantity|amount|数量|購入数|수량)$/i;

const text = (cell: Cell | undefined): string => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());
const isBlank = (row: TableRow) => row.cells.every((cell) => text(cell) === '');
const isHeader = (row: TableRow) => skuHeader.test(text(row.cells[0])) || quantityHeader.test(text(row.cells[1]));

/** A whole number from 1 to MAX_QUANTITY, from a number cell or digits in a text cell; else undefined. */
function quantityOf(cell: Cell | undefined): number | undefined {
  const value = typeof cell === 'number' ? cell : /^\d{1,9}$/.test(text(cell)) ? Number(text(cell)) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY ? value : undefined;
}

/**
 * Checks every row of an uploaded table (column A: SKU code, column B: quantity; further columns ignored) and
 * returns either the lines to add or every bad row by its line number: never both, so nothing is applied
 * when any row is wrong. Blank rows are skipped (spreadsheets are full of them); codes match without case.
 */
export async function validateImport(rows: TableRow[], lang: Lang, findSkus: FindSkus): Promise<{ lines: ImportLine[] } | { errors: ImportError[] }> {
  const say = importMessages[lang];
  const error = (line: number, code: ImportErrorCode, whole?: string, first?: number): ImportError => {
    const value = whole === undefined ? undefined : whole.length > 60 ? `${whole.slice(0, 59)}…` : whole;
    return {
    line,
    code,
    message: say[code]({ ...(value === undefined ? {} : { value }), ...(first === undefined ? {} : { first }), limit: code === 'bad_quantity' ? MAX_QUANTITY : MAX_LIST_LINES }),
    ...(value === undefined ? {} : { value }),
    };
  };

  const filled = rows.filter((row) => !isBlank(row));
  const data = filled.length > 0 && isHeader(filled[0]!) ? filled.slice(1) : filled;
  if (data.length === 0) return { errors: [error(1, 'no_rows')] };
  if (data.length > MAX_LIST_LINES) return { errors: [error(data[MAX_LIST_LINES]!.line, 'too_many_rows')] };

  const errors: ImportError[] = [];
  const firstLineOf = new Map<string, number>();
  const codeOnLine = new Map<number, string>();
  const wanted: Array<{ line: number; code: string; quantity: number }> = [];
  for (const row of data) {
    const code = text(row.cells[0]);
    const quantity = quantityOf(row.cells[1]);
    const first = firstLineOf.get(code.toUpperCase());
    if (code === '') errors.push(error(row.line, 'missing_sku'));
    else if (first !== undefined) errors.push(error(row.line, 'duplicate', code, first));
    else {
      firstLineOf.set(code.toUpperCase(), row.line);
      codeOnLine.set(row.line, code);
    }
    if (quantity === undefined) errors.push(error(row.line, 'bad_quantity', text(row.cells[1])));
    // A duplicate is reported once, as a duplicate: its code was looked up on its first line.
    if (code !== '' && first === undefined && quantity !== undefined) wanted.push({ line: row.line, code, quantity });
  }

  const known = new Map((await findSkus([...firstLineOf.keys()])).map((sku) => [sku.code.toUpperCase(), sku.id]));
  for (const [line, code] of codeOnLine) if (!known.has(code.toUpperCase())) errors.push(error(line, 'unknown_sku', code));
  if (errors.length > 0) return { errors: errors.sort((a, b) => a.line - b.line) };
  return { lines: wanted.map((row) => ({ skuId: known.get(row.code.toUpperCase())!, quantity: row.quantity })) };
}
