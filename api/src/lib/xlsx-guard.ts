import { inflateRawSync } from 'node:zlib';
import { partChecks, type WorkbookCounts } from './xlsx-guard-cells';
import { UnsafeWorkbookError, type XlsxLimits } from './xlsx-guard-limits';
import { elementOf, nameEnd, scanXml, SST } from './xlsx-guard-xml';
import { zipEntries, type ZipEntry } from './xlsx-guard-zip';

export { UnsafeWorkbookError, type XlsxLimits } from './xlsx-guard-limits';

/**
 * How many times an XML part may outgrow its compressed bytes. Real sheets deflate 5–30 times; the most repetitive
 * one we could build (the same 32,767-character text in every row) about 180. Filler (whitespace, one element
 * repeated) reaches deflate's ceiling, about 1,030: past this bound the part is cut off while it inflates, after
 * at most 400 times its compressed size, instead of inflating to the caller's cap.
 */
const MAX_RATIO = 400;
/** Parts up to this size inflate at any ratio (a small part is cheap whatever it is). */
const RATIO_FLOOR = 1024 * 1024;

/** The parts read-excel-file inflates and reads; it skips the rest (pictures, printer settings) unopened. */
const readsAsXml = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** A part's content, inflated under a hard cap (a declared size can lie; the inflater cannot). */
function contentOf(entry: ZipEntry, limits: XlsxLimits): Buffer {
  // The reader allocates a Buffer of the declared size before inflating anything.
  if (entry.size !== undefined && entry.size > limits.entryBytes) throw new UnsafeWorkbookError(`${entry.name} declares ${entry.size} bytes`);
  const cap = Math.min(limits.entryBytes, Math.max(RATIO_FLOOR, entry.data.length * MAX_RATIO));
  let content = entry.data;
  if (entry.method === 8) {
    try {
      content = inflateRawSync(entry.data, { maxOutputLength: cap, chunkSize: 1024 * 1024 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') throw new UnsafeWorkbookError(`${entry.name}: broken deflate data`);
      throw new UnsafeWorkbookError(cap < limits.entryBytes ? `${entry.name} inflates over ${MAX_RATIO} times (a zip bomb)` : `${entry.name} too large`);
    }
  } else if (entry.method !== 0) throw new UnsafeWorkbookError(`${entry.name}: compression method ${entry.method}`);
  if (content.length > limits.entryBytes) throw new UnsafeWorkbookError(`${entry.name} too large`);
  if (entry.size !== undefined && content.length !== entry.size) throw new UnsafeWorkbookError(`${entry.name} is not the size it declares`);
  return content;
}

/** Whether a part's root element is a shared-strings table (`<sst>`), after any declaration and comments. */
function isSharedStrings(xml: Buffer): boolean {
  for (let at = xml.indexOf(0x3c), tokens = 0; at >= 0 && tokens < 16; at = xml.indexOf(0x3c, at + 1), tokens += 1) {
    if (xml[at + 1] !== 0x3f && xml[at + 1] !== 0x21) return elementOf(xml, at + 1, nameEnd(xml, at + 1)) === SST;
  }
  return false;
}

function checkPart(xml: Buffer, limits: XlsxLimits, counts: WorkbookCounts): void {
  const checks = partChecks(xml, limits, counts);
  scanXml(xml, checks);
  checks.finish();
}

/**
 * Checks an uploaded XLSX before the spreadsheet reader (read-excel-file) sees it, in one linear pass over each
 * part it would read, so that a crafted file is refused within a second or two instead of holding the reader
 * for minutes or exhausting the process's memory (an error no try/catch can catch): the archive as the reader
 * walks it (xlsx-guard-zip.ts), each part inflated under a cap and a compression ratio, every token, nesting and
 * whitespace run bounded (xlsx-guard-xml.ts), rows, cells, texts, shared strings and markup weighed against what
 * real workbooks need (xlsx-guard-cells.ts). Throws UnsafeWorkbookError; otherwise the reader may go ahead.
 */
export function assertSafeWorkbook(zip: Buffer, limits: XlsxLimits): void {
  const counts: WorkbookCounts = { cells: 0, strings: 0 };
  const sharedStrings: Buffer[] = [];
  let total = 0;
  for (const entry of zipEntries(zip, limits)) {
    if (!readsAsXml(entry.name)) continue;
    const xml = contentOf(entry, limits);
    total += xml.length;
    if (total > limits.totalBytes) throw new UnsafeWorkbookError('workbook too large');
    // Shared strings are weighed against the cells of every sheet: checked last, whatever the archive's order.
    if (isSharedStrings(xml)) sharedStrings.push(xml);
    else checkPart(xml, limits, counts);
  }
  for (const xml of sharedStrings) checkPart(xml, limits, counts);
}
