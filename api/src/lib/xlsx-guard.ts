import { inflateRawSync } from 'node:zlib';

/**
 * What one upload's workbook may hold: zip entries, bytes of one entry and of all of them once inflated, and the
 * sheet's rows and columns. Each caller sets its own, far above its real tables and far below what would hurt
 * the process (a lab list: 1,000 rows; the whole catalogue: hundreds of thousands).
 */
export type XlsxLimits = { entries: number; entryBytes: number; totalBytes: number; rows: number; columns: number };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

export class UnsafeWorkbookError extends Error {}

type ZipEntry = { name: string; method: number; compressedSize: number; localHeaderOffset: number };

function centralDirectory(zip: Buffer, limits: XlsxLimits): ZipEntry[] {
  // The end record is in the last 22 + 65,535 bytes (its comment is at most 64 KB).
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= from; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new UnsafeWorkbookError('no zip directory');
  const count = zip.readUInt16LE(end + 10);
  if (count > limits.entries) throw new UnsafeWorkbookError(`${count} zip entries`);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new UnsafeWorkbookError('broken zip directory');
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's real content, inflated with a hard cap (a declared size can lie; the inflater cannot). */
function contentOf(zip: Buffer, entry: ZipEntry, limits: XlsxLimits): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_FILE_HEADER) throw new UnsafeWorkbookError('broken zip entry');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > limits.entryBytes) throw new UnsafeWorkbookError(`${entry.name} too large`);
    return data;
  }
  if (entry.method !== 8) throw new UnsafeWorkbookError(`${entry.name}: compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: limits.entryBytes });
  } catch {
    throw new UnsafeWorkbookError(`${entry.name} too large or broken`);
  }
}

const columnNumber = (letters: string) => [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * Checks an uploaded XLSX before the spreadsheet reader sees it. That reader builds arrays as long as the
 * highest row and column any cell names, and buffers each zip entry whole: one cell at `ZZZZZZ1`, or a small
 * archive that inflates to gigabytes, would exhaust the process's memory (an error no try/catch can catch).
 * So: a bounded number of entries, each inflated here under a hard cap, and no cell beyond the table's
 * plausible size. Throws UnsafeWorkbookError; otherwise the reader may go ahead.
 */
export function assertSafeWorkbook(zip: Buffer, limits: XlsxLimits): void {
  let total = 0;
  for (const entry of centralDirectory(zip, limits)) {
    const content = contentOf(zip, entry, limits);
    total += content.length;
    if (total > limits.totalBytes) throw new UnsafeWorkbookError('workbook too large');
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    const xml = content.toString('utf8');
    for (const [, row] of xml.matchAll(/<row\b[^>]*?\br="(\d{1,10})"/g)) {
      if (Number(row) > limits.rows) throw new UnsafeWorkbookError(`a row ${row}`);
    }
    for (const [, letters, row] of xml.matchAll(/\br="([A-Z]{1,7})(\d{1,10})"/g)) {
      if (columnNumber(letters!) > limits.columns || Number(row) > limits.rows) {
        throw new UnsafeWorkbookError(`a cell at ${letters}${row}`);
      }
    }
  }
}
