import { gzipSync } from 'node:zlib';
import type { Asker } from '../../lib/heavy-work/conversation';
import { unguardCsvCell } from '../../lib/csv-cell';
import { isXlsx, readTable, type Cell, type TableRow } from '../../lib/read-table';
import type { XlsxLimits } from '../../lib/xlsx-guard';
import { recordsOfJson, type StoredRow } from './catalogue-reader';
import { catalogueColumns, optionalColumns, type CatalogueColumn } from './columns';
import { planImport, type FileRecord } from './plan';
import { MAX_CATALOGUE_FILE_BYTES } from './schemas';
import { validateRow, type Refusal } from './validate-row';

/** Far above any real catalogue (300k SKUs is the benchmark's largest); a bound on what one check holds in memory. */
export const MAX_IMPORT_ROWS = 500_000;

/**
 * A whole catalogue's workbook: its rows (and a header), a few more columns than the file has, and inflated
 * content up to the upload's own size limit (write-excel-file's sheet runs to about 1 KB per catalogue row).
 */
const CATALOGUE_XLSX_LIMITS: XlsxLimits = {
  entries: 64,
  entryBytes: MAX_CATALOGUE_FILE_BYTES,
  totalBytes: MAX_CATALOGUE_FILE_BYTES,
  rows: MAX_IMPORT_ROWS + 1,
  columns: 64,
};

/** The report lists this many refusals at most (the first ones by row): enough to fix a file and check it again. */
export const MAX_REPORTED_REFUSALS = 1_000;

/** Stored rows are asked for in batches: each is one short read on the main thread, however big the file. */
const ASK_BATCH = 2_000;

export type Counts = { rows: number; create: number; update: number; unchanged: number };
/** What the dry run found: the counts, the first refusals, how many there were, and the plan (gzipped JSON) an apply writes. */
export type FileCheck = { counts: Counts; refused: Refusal[]; refusedCount: number; planGz: Uint8Array };

const blank = (cells: readonly Cell[]) => cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');

/** The header's column positions (names in any case and order), or the columns it lacks. */
function headerOf(header: TableRow): { positions: Map<CatalogueColumn, number>; missing: CatalogueColumn[] } {
  const names = header.cells.map((cell) => String(cell ?? '').trim().toLowerCase());
  const positions = new Map<CatalogueColumn, number>();
  for (const column of catalogueColumns) {
    const at = names.indexOf(column);
    if (at >= 0) positions.set(column, at);
  }
  return { positions, missing: catalogueColumns.filter((column) => !positions.has(column) && !optionalColumns.has(column)) };
}

/** The stored rows the file's products and codes name, read by the main thread batch by batch (catalogue-reader.ts). */
async function storedRowsFor(rows: readonly FileRecord[], ask: Asker): Promise<StoredRow[]> {
  const productIds = [...new Set(rows.flatMap((r) => (r.record.productId === null ? [] : [r.record.productId])))];
  const found: StoredRow[] = [];
  for (let i = 0; i < productIds.length; i += ASK_BATCH) {
    found.push(...recordsOfJson(await ask<string>('productsJson', productIds.slice(i, i + ASK_BATCH))));
  }
  // Codes whatever their case (the file's are upper case, as sku/save stores them; an older import kept lower case).
  const seen = new Set(found.map((r) => r.skuCode?.toUpperCase()));
  const codes = rows.flatMap((r) => (r.record.skuCode === null || seen.has(r.record.skuCode.toUpperCase()) ? [] : [r.record.skuCode]));
  for (let i = 0; i < codes.length; i += ASK_BATCH) {
    found.push(...recordsOfJson(await ask<string>('codesJson', codes.slice(i, i + ASK_BATCH))));
  }
  return found;
}

/**
 * The dry run's work, in a heavy-work thread (check-import.ts runs it): reads the file, checks every row, compares
 * it with the stored catalogue and plans what an apply would write (only the rows that create or change something).
 * An unreadable file is a 400 (readTable); refused rows are listed, and still planned around, so the caller keeps
 * the report and an apply of it is refused with a clear answer.
 */
export async function checkCatalogueFile(bytes: Buffer, knownCategoryIds: readonly number[], ask: Asker): Promise<FileCheck> {
  const table = await readTable(bytes, CATALOGUE_XLSX_LIMITS);
  // Only a CSV cell carries the export's formula guard (an XLSX cell is plain text).
  const unguard = isXlsx(bytes) ? (text: string) => text : unguardCsvCell;
  const nonBlank = table.filter((row) => !blank(row.cells));
  const refusals: Refusal[] = [];
  const valid: FileRecord[] = [];
  const [header, ...data] = nonBlank;
  const columns = header ? headerOf(header) : undefined;

  if (!header || data.length === 0) refusals.push({ row: header?.line ?? 1, column: '', code: 'noRows' });
  else if (data.length > MAX_IMPORT_ROWS) refusals.push({ row: data[MAX_IMPORT_ROWS]!.line, column: '', code: 'tooManyRows', params: { limit: MAX_IMPORT_ROWS } });
  else if (columns!.missing.length > 0) {
    for (const column of columns!.missing) refusals.push({ row: header.line, column, code: 'missingColumn', params: { value: column } });
  } else {
    for (const row of data) {
      const checked = validateRow(row.line, row.cells, columns!.positions, unguard);
      refusals.push(...checked.refusals);
      if (checked.record) valid.push({ line: row.line, record: checked.record });
    }
  }

  // Products are filed under a sub-category, as in the single-product calls.
  const known = new Set(knownCategoryIds);
  const rows = valid.filter(({ line, record }) => {
    if (known.has(record.categoryId)) return true;
    refusals.push({ row: line, column: 'category_id', code: 'unknownCategory', params: { value: String(record.categoryId) } });
    return false;
  });
  const planned = planImport(rows, await storedRowsFor(rows, ask));
  refusals.push(...planned.refusals);
  refusals.sort((a, b) => a.row - b.row);

  return {
    counts: { rows: data.length, create: planned.create, update: planned.update, unchanged: planned.unchanged },
    refused: refusals.slice(0, MAX_REPORTED_REFUSALS),
    refusedCount: refusals.length,
    planGz: gzipSync(JSON.stringify(planned.plan)),
  };
}
