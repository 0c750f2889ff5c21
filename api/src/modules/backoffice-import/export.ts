import { Readable } from 'node:stream';
import writeXlsxFile from 'write-excel-file/node';
import type { Db } from '../../db/types';
import { csvCell } from '../../lib/csv-cell';
import { createCatalogueReader } from './catalogue-reader';
import { catalogueColumns, toCells, type CellValue } from './columns';

/** Excel opens a UTF-8 CSV as UTF-8 only with the byte order mark. */
const BOM = '\uFEFF';
const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The catalogue as CSV, streamed batch by batch (a few thousand SKUs at a time): the first bytes leave at once
 * and memory stays flat for a catalogue of any size. Formula-safe (`csvCell`).
 */
export function catalogueCsv(db: Db): Readable {
  const reader = createCatalogueReader(db);
  async function* lines() {
    yield BOM + csvLine(catalogueColumns);
    for await (const batch of reader.all()) yield batch.map((record) => csvLine(toCells(record))).join('');
  }
  return Readable.from(lines());
}

/** The catalogue as one XLSX sheet. The workbook is built whole (the library has no row streaming): plain cell values, no styles. */
export async function catalogueXlsx(db: Db): Promise<Buffer> {
  const sheet: CellValue[][] = [[...catalogueColumns]];
  for await (const batch of createCatalogueReader(db).all()) for (const record of batch) sheet.push(toCells(record));
  return writeXlsxFile(sheet).toBuffer();
}
