import { Readable } from 'node:stream';
import type { Db } from '../../db/types';
import { asBuffer } from '../../lib/file-bytes';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { createCatalogueReader } from './catalogue-reader';
import { catalogueColumns } from './columns';
import { csvLine } from '../../lib/csv-cell';

/** Excel opens a UTF-8 CSV as UTF-8 only with the byte order mark. */
const BOM = '\uFEFF';
/**
 * An export may run this long in its thread (docs/heavy-work.md): 100,000 products take about 20 s as XLSX on two
 * busy cores; each CSV batch a fraction of a second.
 */
export const EXPORT_TIME_LIMIT_MS = 180_000;
const CSV_BATCH_TIME_LIMIT_MS = 30_000;

/**
 * The catalogue as CSV, streamed batch by batch: this thread reads each batch as JSON text and a heavy-work
 * thread formats it (export-rows.ts), so the first bytes leave at once, memory stays flat and the event loop only
 * passes text on. Formula-safe (`csvCell`).
 */
export function catalogueCsv(db: Db): Readable {
  const reader = createCatalogueReader(db);
  async function* lines() {
    yield BOM + csvLine(catalogueColumns);
    for await (const rowsJson of reader.allJson()) yield await runHeavyWork('catalogueCsvLines', { rowsJson }, { timeoutMs: CSV_BATCH_TIME_LIMIT_MS });
  }
  return Readable.from(lines());
}

/** The catalogue as one XLSX sheet, built in a heavy-work thread from the batches this thread reads. */
export async function catalogueXlsx(db: Db): Promise<Buffer> {
  const batches = createCatalogueReader(db).allJson();
  const nextBatch = async () => {
    const next = await batches.next();
    return next.done ? null : next.value;
  };
  try {
    const { workbook } = await runHeavyWork('catalogueXlsx', {}, { timeoutMs: EXPORT_TIME_LIMIT_MS, answers: { nextBatch } });
    return asBuffer(workbook);
  } finally {
    await batches.return(undefined);
  }
}
