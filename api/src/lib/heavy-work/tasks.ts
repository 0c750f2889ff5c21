import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../app-error';
import { asBuffer } from '../file-bytes';
import type { XlsxLimits } from '../xlsx-guard';
import type { Lang } from '../../i18n/language';
import type { SheetInput } from '../../modules/product-safety/pdf/sds-pdf';
import type { Certificate } from '../../modules/product-safety/schemas';
import type { QuotationDetail } from '../../modules/quotations/quotation-view';
import type { SmokeRenderJob } from '../../modules/remote-releases/smoke-render-worker';
import type { Statement } from '../../modules/lab-group-statements/service';
import type { Table as ReportTable } from '../../modules/reports/export-tables';
import { askerOn, type Asker } from './conversation';

/**
 * The work a heavy-work thread can do (pool.ts runs it; this file is loaded only in the threads). Each task
 * imports its code when first run, so a thread that only makes PDFs never loads the server renderer. Tasks
 * compute and answer; they never write to the database or the disk, so a task stopped half-way leaves nothing.
 */

/**
 * The memory under these bytes is handed to the main thread with the output instead of copied (a copy of tens of
 * megabytes, or of many strings, is made on the receiving thread: the event loop). Only memory the task owns
 * whole may go: a Buffer from Node's small-buffer pool shares its memory with others.
 */
const TRANSFER = Symbol('transfer');
type WithTransfer<T> = T & { [TRANSFER]?: ArrayBuffer[] };
function handingOver<T extends object>(value: T, bytes: ReadonlyArray<Uint8Array>): WithTransfer<T> {
  const whole = [...new Set(bytes.map((b) => b.buffer as ArrayBuffer))].filter((buffer) => buffer.byteLength > 64 * 1024);
  return Object.assign(value, { [TRANSFER]: whole });
}

const taskTable = {
  /**
   * Loads a lane's code before its first real task (keepThreadsWarm): pdfkit and the fonts, or the parsers, writers
   * and renderer loader of the bulk work. A shopper's first PDF should not pay for loading modules.
   */
  async warmUp(input: { lane: 'bulk' | 'quick'; shellServerDir?: string }) {
    if (input.lane === 'quick') {
      const [{ quotationFonts }] = await Promise.all([import('../../modules/quotations/pdf/fonts'), import('../../modules/quotations/pdf/quotation-pdf'), import('../read-table')]);
      quotationFonts();
      return true;
    }
    const [smoke] = await Promise.all([
      import('../../modules/remote-releases/smoke-render-worker'),
      import('../../modules/backoffice-import/check-file'),
      import('../../modules/backoffice-import/export-rows'),
      import('../../modules/backoffice-import/prepare-writes'),
      import('../../modules/remote-releases/archive-check'),
    ]);
    if (input.shellServerDir) await smoke.loadRenderer(input.shellServerDir);
    return true;
  },
  /** The rows of an uploaded CSV/XLSX (lab lists). */
  async readTable(input: { bytes: Uint8Array; limits: XlsxLimits }) {
    const { readTable } = await import('../read-table');
    return readTable(asBuffer(input.bytes), input.limits);
  },
  /** The catalogue import's dry run over an uploaded file; the stored rows it compares with come from the main thread. */
  async checkCatalogueFile(input: { bytes: Uint8Array; knownCategoryIds: number[] }, ask: Asker) {
    const { checkCatalogueFile } = await import('../../modules/backoffice-import/check-file');
    return checkCatalogueFile(asBuffer(input.bytes), input.knownCategoryIds, ask);
  },
  /** A kept import plan read and turned into its statements' parameters; new product ids come from the main thread. */
  async prepareImportWrites(input: { planGz: Uint8Array }, ask: Asker) {
    const { prepareImportWrites } = await import('../../modules/backoffice-import/prepare-writes');
    const prepared = await prepareImportWrites(asBuffer(input.planGz), ask);
    return handingOver(prepared, [prepared.json]);
  },
  /** Search texts of stored products (JSON text in, JSON text out). */
  async searchTexts(input: { sourcesJson: string }) {
    const { searchTextsOf } = await import('../../modules/backoffice-import/rebuild-search-text');
    return searchTextsOf(input.sourcesJson);
  },
  /** The whole catalogue as one XLSX sheet; the main thread hands over the rows batch by batch. */
  async catalogueXlsx(_input: Record<string, never>, ask: Asker) {
    const { catalogueXlsxFromBatches } = await import('../../modules/backoffice-import/export-rows');
    const workbook = await catalogueXlsxFromBatches(ask);
    return handingOver({ workbook }, [workbook]);
  },
  /** An owner report's tables as one XLSX workbook (reports/export.ts). */
  async reportXlsx(input: { tables: ReportTable[] }) {
    const { reportWorkbook } = await import('../../modules/reports/export-xlsx');
    const workbook = await reportWorkbook(input.tables);
    return handingOver({ workbook }, [workbook]);
  },
  /** One batch of stored rows (JSON text) as formula-safe CSV lines. */
  async catalogueCsvLines(input: { rowsJson: string }) {
    const { csvLinesOf } = await import('../../modules/backoffice-import/export-rows');
    return csvLinesOf(input.rowsJson);
  },
  async quotationPdf(input: { detail: QuotationDetail; lang: Lang }) {
    const { quotationPdf } = await import('../../modules/quotations/pdf/quotation-pdf');
    return quotationPdf(input.detail, input.lang);
  },
  /** A lab group's monthly statement (lab-group-statements/statement-pdf.ts). */
  async statementPdf(input: { statement: Statement; lang: Lang }) {
    const { statementPdf } = await import('../../modules/lab-group-statements/statement-pdf');
    return statementPdf(input.statement, input.lang);
  },
  async sdsPdf(input: SheetInput) {
    const { renderSds } = await import('../../modules/product-safety/pdf/sds-pdf');
    return renderSds(input);
  },
  async coaPdf(input: { certificate: Certificate; lang: Lang }) {
    const { renderCoa } = await import('../../modules/product-safety/pdf/coa-pdf');
    return renderCoa(input.certificate, input.lang);
  },
  /** An uploaded remote release: unpacked, checksummed, hashed and its cheap gates run. */
  async releaseArchive(input: { archive: Uint8Array }) {
    const { checkRelease } = await import('../../modules/remote-releases/archive-check');
    const checked = checkRelease(asBuffer(input.archive));
    return handingOver(checked, checked.verified.files.map((f) => f.data));
  },
  /** The release gate's server render of a candidate remote; its pages' API calls are answered by the main thread. */
  async smokeRender(input: SmokeRenderJob, ask: Asker) {
    const { smokeRenderInWorker } = await import('../../modules/remote-releases/smoke-render-worker');
    return smokeRenderInWorker(input, ask);
  },
};

type Table = typeof taskTable;
export type TaskName = keyof Table;
export type TaskInput<N extends TaskName> = Parameters<Table[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Table[N]>>;
/** A task's answer to the pool: its output, or the refusal it raised (an AppError does not survive the thread boundary). */
export type TaskOutcome<N extends TaskName> = { value: TaskOutput<N> } | { refused: { status: number; key: AppError['key']; data: unknown } };

/** Piscina's handler (worker-entry.mjs): one task, with its conversation port when the caller opened one. */
export async function runTask({ name, input, port }: { name: TaskName; input: never; port?: MessagePort }): Promise<TaskOutcome<TaskName>> {
  // keepThreadsWarm's warm-up comes without a port; every task runHeavyWork sends has one.
  const ask: Asker = port ? askerOn(port) : () => Promise.reject(new Error(`${name} has no conversation with the main thread`));
  try {
    const task = taskTable[name] as (input: never, ask: Asker) => Promise<TaskOutput<TaskName>>;
    const value = (await task(input, ask)) as WithTransfer<TaskOutput<TaskName>>;
    const transfer = value[TRANSFER];
    if (!transfer?.length) return { value };
    delete value[TRANSFER];
    // Piscina's Transferable: the outcome is sent with these buffers moved (worker.js isMovable).
    const outcome = { [Piscina.transferableSymbol]: transfer, [Piscina.valueSymbol]: { value } };
    return Piscina.move(outcome as unknown as Parameters<typeof Piscina.move>[0]) as unknown as TaskOutcome<TaskName>;
  } catch (error) {
    if (error instanceof AppError) return { refused: { status: error.status, key: error.key, data: error.data } };
    throw error;
  } finally {
    port?.close();
  }
}
