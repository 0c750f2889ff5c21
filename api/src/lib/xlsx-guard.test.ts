import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { assertSafeWorkbook as assertWithin, UnsafeWorkbookError } from './xlsx-guard';

/** A lab list's limits (modules/lab-lists). */
const limits = { entries: 64, entryBytes: 4_000_000, totalBytes: 16_000_000, rows: 1_000, columns: 26 };
const assertSafeWorkbook = (zip: Buffer) => assertWithin(zip, limits);

/** A minimal zip (deflated entries) around the given files: enough to stand for a hostile workbook. */
function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const sheet = (cells: string) => Buffer.from(`<?xml version="1.0"?><worksheet><sheetData>${cells}</sheetData></worksheet>`);

describe('the XLSX guard in front of the spreadsheet reader', () => {
  it('lets a real workbook through', async () => {
    const workbook = await writeXlsxFile([[{ value: 'LM-0901-0001-500G' }, { value: 3 }]]).toBuffer();
    expect(() => assertSafeWorkbook(workbook)).not.toThrow();
  });

  it('refuses a cell so far right or down that the reader would build arrays of millions', () => {
    expect(() => assertSafeWorkbook(zipOf({ 'xl/worksheets/sheet1.xml': sheet('<row r="1"><c r="ZZZZZZ1"><v>1</v></c></row>') }))).toThrow(UnsafeWorkbookError);
    expect(() => assertSafeWorkbook(zipOf({ 'xl/worksheets/sheet1.xml': sheet('<row r="1"><c r="A900000000"><v>1</v></c></row>') }))).toThrow(UnsafeWorkbookError);
    expect(() => assertSafeWorkbook(zipOf({ 'xl/worksheets/sheet1.xml': sheet('<row r="5000000"><c><v>1</v></c></row>') }))).toThrow(UnsafeWorkbookError);
    expect(() => assertSafeWorkbook(zipOf({ 'xl/worksheets/sheet1.xml': sheet('<row r="3"><c r="B3"><v>1</v></c></row>') }))).not.toThrow();
  });

  it('refuses a small archive that inflates to far more than a list (a zip bomb), without inflating it all', () => {
    const bomb = zipOf({ 'xl/sharedStrings.xml': Buffer.alloc(64_000_000) }); // about 60 KB compressed
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => assertSafeWorkbook(bomb)).toThrow(UnsafeWorkbookError);
  });

  it("takes each caller's limits: more rows than a lab list holds pass a larger bound", () => {
    const far = zipOf({ 'xl/worksheets/sheet1.xml': sheet('<row r="5000"><c r="AB5000"><v>1</v></c></row>') });
    expect(() => assertSafeWorkbook(far)).toThrow(UnsafeWorkbookError);
    expect(() => assertWithin(far, { ...limits, rows: 400_000, columns: 64 })).not.toThrow();
  });

  it('refuses what is not a zip archive', () => {
    expect(() => assertSafeWorkbook(Buffer.from('PK\u0003\u0004broken'))).toThrow(UnsafeWorkbookError);
  });
});
