import { isNotNull } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import type { Db } from '../../db/types';
import { unguardCsvCell } from '../../lib/csv-cell';
import { isXlsx, readTable, type Cell, type TableRow } from '../../lib/read-table';
import type { XlsxLimits } from '../../lib/xlsx-guard';
import { createCatalogueReader } from './catalogue-reader';
import { catalogueColumns, optionalColumns, type CatalogueColumn } from './columns';
import { planImport, type FileRecord } from './plan';
import { catalogueVersion, createImportRepository } from './repository';
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

export type CheckReport = { importId: string; rows: number; create: number; update: number; unchanged: number; refused: Refusal[] };

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

/**
 * The dry run: reads the file, checks every row, compares it with the catalogue and keeps what an apply would
 * write (only the rows that create or change something) under a new import id. Writes nothing to the catalogue.
 * An unreadable file is a 400 (readTable); refused rows are listed in the report, which is still kept, so an
 * apply of it is refused with a clear answer.
 */
export async function checkImport(db: Db, input: { bytes: Buffer; fileName: string; actorId: number | null }): Promise<CheckReport> {
  // Taken before anything is read: an edit made while this check runs makes the apply refuse, never slip through.
  const version = await catalogueVersion(db);
  const table = await readTable(input.bytes, CATALOGUE_XLSX_LIMITS);
  // Only a CSV cell carries the export's formula guard (an XLSX cell is plain text).
  const unguard = isXlsx(input.bytes) ? (text: string) => text : unguardCsvCell;
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
  const known = new Set((await db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId))).map((r) => r.id));
  const rows = valid.filter(({ line, record }) => {
    if (known.has(record.categoryId)) return true;
    refusals.push({ row: line, column: 'category_id', code: 'unknownCategory', params: { value: String(record.categoryId) } });
    return false;
  });
  const stored = await createCatalogueReader(db).matching(
    [...new Set(rows.flatMap((r) => (r.record.productId === null ? [] : [r.record.productId])))],
    rows.flatMap((r) => (r.record.skuCode === null ? [] : [r.record.skuCode])),
  );
  const planned = planImport(rows, stored);
  refusals.push(...planned.refusals);
  refusals.sort((a, b) => a.row - b.row);

  const counts = { rows: data.length, create: planned.create, update: planned.update, unchanged: planned.unchanged };
  const importId = await createImportRepository(db).save({
    actorId: input.actorId,
    fileName: input.fileName,
    refused: refusals.length,
    catalogueVersion: version,
    counts,
    plan: planned.plan,
  });
  return { importId, ...counts, refused: refusals.slice(0, MAX_REPORTED_REFUSALS) };
}
