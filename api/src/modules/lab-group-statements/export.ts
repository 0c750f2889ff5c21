import type { Lang } from '../../i18n/language';
import { PDF_TIME_LIMIT_MS, runHeavyWork } from '../../lib/heavy-work/pool';
import { statementTables } from './export-tables';
import { statementTexts } from './export-texts';
import type { Statement } from './service';

/** A month of a busy group is some hundreds of lines; seconds would mean a stuck thread (as reports/export.ts). */
const XLSX_TIME_LIMIT_MS = 30_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `statement-<group>-<budget code or all>-<YYYY-MM>.<ext>`, the words in the reader's language. */
const fileName = (s: Statement, lang: Lang, ext: string) =>
  `${statementTexts(lang).file}-${s.group.name}-${s.budget?.code ?? 'all'}-${s.period.month}.${ext}`.replace(/[\\/:*?"<>|\s]+/g, '_');

/**
 * The statement as a file in the reader's language, rendered in a heavy-work thread: the PDF by its own task on the
 * quick lane (statement-pdf.ts, the quotation PDF's machinery), XLSX through the owner reports' task (`reportXlsx`:
 * a sheet per table, cells made formula-safe by `xlsxText`).
 */
export async function statementFile(s: Statement, format: 'pdf' | 'xlsx', lang: Lang) {
  if (format === 'pdf') {
    const pdf = await runHeavyWork('statementPdf', { statement: s, lang }, { timeoutMs: PDF_TIME_LIMIT_MS });
    return { body: pdf, type: 'application/pdf', name: fileName(s, lang, 'pdf') };
  }
  const tables = statementTables(s, statementTexts(lang));
  const { workbook } = await runHeavyWork('reportXlsx', { tables }, { timeoutMs: XLSX_TIME_LIMIT_MS });
  return { body: workbook, type: XLSX_TYPE, name: fileName(s, lang, 'xlsx') };
}
