import type { Lang } from '../../i18n/language';
import { csvLine } from '../../lib/csv-cell';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { headingsIn } from './export-headings';
import { tablesOf, type ReportName, type Table } from './export-tables';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Excel opens a UTF-8 CSV as UTF-8 only with the byte order mark. */
const BOM = '\uFEFF';
/** A report's workbook is a few hundred rows: seconds would mean a stuck thread. */
const XLSX_TIME_LIMIT_MS = 30_000;

/** The tables one after another, each under its title line and a blank line apart; cells formula-safe (`csvCell`). */
export const reportCsv = (tables: Table[]): string =>
  BOM + tables.map((table) => csvLine([table.title]) + csvLine(table.headings) + table.rows.map(csvLine).join('')).join('\r\n');

/**
 * A report's answer as a file in the reader's language: CSV here (a few hundred short lines), XLSX in a heavy-work
 * thread (the workbook's zip is the costly part).
 */
export async function reportFile<R extends ReportName>(report: R, data: Parameters<(typeof tablesOf)[R]>[0], format: ExportFormat, lang: Lang) {
  const tables = (tablesOf[report] as (d: typeof data, h: ReturnType<typeof headingsIn>) => Table[])(data, headingsIn(lang));
  if (format === 'csv') return { body: Buffer.from(reportCsv(tables)), type: 'text/csv; charset=utf-8' };
  const { workbook } = await runHeavyWork('reportXlsx', { tables }, { timeoutMs: XLSX_TIME_LIMIT_MS });
  return { body: workbook, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
