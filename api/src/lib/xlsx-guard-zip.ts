import { UnsafeWorkbookError, type XlsxLimits } from './xlsx-guard-limits';

const LOCAL_FILE_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** Encrypted entry, strong encryption, encrypted central directory: no workbook a shop member saves. */
const ENCRYPTION_FLAGS = 0x0001 | 0x0040 | 0x2000;
const ZIP64_SIZE = 0xffffffff;

/** One archive entry as the spreadsheet reader meets it; `size` is what its local header declares, if it does. */
export type ZipEntry = { name: string; method: number; data: Buffer; size: number | undefined };

const fail = (reason: string): never => {
  throw new UnsafeWorkbookError(reason);
};

/** The 64-bit sizes of a ZIP64 extra field, in the order the sizes that need them come (APPNOTE 4.5.3). */
function zip64Sizes(extra: Buffer, size: number, compressedSize: number): [number, number] {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    const next = () => (field + 8 <= extra.length ? Number(extra.readBigUInt64LE((field += 8) - 8)) : fail('broken zip64 sizes'));
    return [size === ZIP64_SIZE ? next() : size, compressedSize === ZIP64_SIZE ? next() : compressedSize];
  }
  return fail('zip64 sizes missing');
}

/** The local entry at `at`, and where the next record starts. */
function localEntry(zip: Buffer, at: number): { entry: ZipEntry; next: number } {
  if (at + 30 > zip.length) fail('broken zip entry');
  const flags = zip.readUInt16LE(at + 6);
  if (flags & ENCRYPTION_FLAGS) fail('encrypted zip entry');
  const nameEnd = at + 30 + zip.readUInt16LE(at + 26);
  const start = nameEnd + zip.readUInt16LE(at + 28);
  if (start > zip.length) fail('broken zip entry');
  let size = zip.readUInt32LE(at + 22);
  let compressedSize = zip.readUInt32LE(at + 18);
  if (size === ZIP64_SIZE || compressedSize === ZIP64_SIZE) [size, compressedSize] = zip64Sizes(zip.subarray(nameEnd, start), size, compressedSize);
  const name = zip.toString('utf8', at + 30, nameEnd);
  const method = zip.readUInt16LE(at + 8);
  // The reader takes the sizes of the local header whenever it has any; without them it reads up to the
  // first data-descriptor signature, as here (even when that signature happens to sit inside the data).
  if (!(flags & 0x0008) || compressedSize > 0) {
    if (start + compressedSize > zip.length) fail(`${name}: truncated`);
    return { entry: { name, method, data: zip.subarray(start, start + compressedSize), size }, next: start + compressedSize };
  }
  const end = zip.indexOf(DATA_DESCRIPTOR, start);
  if (end < 0 || end + 16 > zip.length) fail(`${name}: no data descriptor`);
  return { entry: { name, method, data: zip.subarray(start, end), size: undefined }, next: end + 16 };
}

/**
 * The archive's entries in the order the spreadsheet reader takes them: unzipper-esm reads the local headers
 * from the first byte on, trusts their sizes (read-excel-file allocates a Buffer of the declared size) and never
 * opens the central directory, so a check that reads the directory alone misses a local entry it does not list.
 * Here both are read and must agree: every local entry listed once at its offset, nothing else in between. The
 * whole archive is walked (nothing inflated yet) before any entry is returned.
 */
export function zipEntries(zip: Buffer, limits: XlsxLimits): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const locals = new Map<number, string>();
  let listed = 0;
  let inDirectory = false;
  for (let at = 0; ; ) {
    const signature = at + 4 <= zip.length ? zip.readUInt32LE(at) : fail('truncated zip archive');
    if (signature === LOCAL_FILE_HEADER) {
      const { entry, next } = localEntry(zip, at);
      if (locals.size >= limits.entries) fail(`more than ${limits.entries} zip entries`);
      locals.set(at, entry.name);
      entries.push(entry);
      at = next;
    } else if (signature === CENTRAL_DIRECTORY_ENTRY) {
      if (at + 46 > zip.length) fail('broken zip directory');
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      if (locals.get(zip.readUInt32LE(at + 42)) !== name) fail(`zip directory lists ${name} where the archive has none`);
      listed += 1;
      inDirectory = true;
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    } else if (signature === END_OF_CENTRAL_DIRECTORY) {
      if (listed !== locals.size) fail('zip directory and entries disagree');
      // A byte after the end record's comment, or a comment cut short, and the reader waits for ever.
      if (at + 22 > zip.length || at + 22 + zip.readUInt16LE(at + 20) !== zip.length) fail('data after the end of the zip archive');
      return entries;
    } else if (inDirectory) {
      // ZIP64 end records: the reader skips to the end record, and so does this.
      at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), at);
      if (at < 0) fail('no end of zip directory');
    } else fail('not a zip entry');
  }
}
