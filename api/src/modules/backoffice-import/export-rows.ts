import writeXlsxFile from 'write-excel-file/node';
import type { Asker } from '../../lib/heavy-work/conversation';
import { csvLine } from '../../lib/csv-cell';
import { recordsOfJson } from './catalogue-reader';
import { catalogueColumns, toCells, toXlsxCells, type CellValue } from './columns';

/**
 * The export's formatting, in a heavy-work thread (export.ts runs it): the main thread reads the stored rows as
 * JSON text (catalogue-reader.ts `allJson`) and this turns them into CSV lines or one XLSX workbook.
 */

/** One batch of stored rows as formula-safe CSV lines (`csvCell`). */
export const csvLinesOf = (rowsJson: string): string => recordsOfJson(rowsJson).map((record) => csvLine(toCells(record))).join('');

/**
 * The whole catalogue as one XLSX sheet (the library has no row streaming: plain cell values, no styles). The
 * batches come from the main thread one at a time (`nextBatch` answers JSON text, or null at the end).
 */
export async function catalogueXlsxFromBatches(ask: Asker): Promise<Buffer> {
  const sheet: CellValue[][] = [[...catalogueColumns]];
  for (let json = await ask<string | null>('nextBatch', null); json !== null; json = await ask<string | null>('nextBatch', null)) {
    for (const record of recordsOfJson(json)) sheet.push(toXlsxCells(record));
  }
  return writeXlsxFile(sheet).toBuffer();
}
