import { deflateRawSync } from 'node:zlib';

/**
 * Test helper (no test itself): crafted XLSX files as a hostile upload would be, each a valid zip container whose
 * parts deflate as a writer would write them, and a plain workbook to compare with. The XLSX guard's tests and the
 * read-table benchmark both build theirs here.
 */

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(bytes: Buffer): number {
  let crc = -1;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

/** A zip archive of the files, in this order, each deflated (level 9) with its sizes and CRC in both headers. */
export function zipOf(files: Record<string, Buffer | string>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const content = Buffer.from(text);
    const data = deflateRawSync(content, { level: 9 });
    const fileName = Buffer.from(name);
    const [crc, size] = [crc32(content), content.length];
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    local.copy(central, 6, 4, 30); // version needed … name length, as in the local header
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(directory.reduce((sum, part) => sum + part.length, 0), 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006';
const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`;

const bytesOf = (...pieces: Array<Buffer | string>) => Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));

/** A sheet part around the given sheetData content (rows, or whatever a crafted file puts there). */
export const sheetXml = (...sheetData: Array<Buffer | string>): Buffer =>
  bytesOf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>`, ...sheetData, '</sheetData></worksheet>');

/** A shared-strings part around the given `<si>` items. */
export const sharedStringsXml = (count: number, items: string): Buffer =>
  bytesOf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}" count="${count}" uniqueCount="${count}">`, items, '</sst>');

/**
 * A one-sheet workbook as Excel lays it out: the given sheet part, and shared strings if any (after the sheet, as
 * Excel orders them, or first, as LibreOffice does).
 */
export function workbookXlsx(sheet: Buffer | string, sharedStrings?: Buffer | string, { sharedStringsFirst = false } = {}): Buffer {
  const shared: Record<string, Buffer | string> = sharedStrings === undefined ? {} : { 'xl/sharedStrings.xml': sharedStrings };
  const sharedPart = sharedStrings === undefined ? '' : `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`;
  return zipOf({
    ...(sharedStringsFirst ? shared : {}),
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="${PACKAGE}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sharedPart}</Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE}/relationships">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE}/relationships">${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${relationship('rId2', 'styles', 'styles.xml')}${sharedStrings === undefined ? '' : relationship('rId3', 'sharedStrings', 'sharedStrings.xml')}</Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
    ...(sharedStringsFirst ? {} : shared),
  });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const columnName = (index: number): string => (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
/** A shared string's item, `xml:space="preserve"` when spaces at either end must survive (as Excel writes it). */
const stringItem = (text: string) => `<si><t${text.trim() === text ? '' : ' xml:space="preserve"'}>${escapeXml(text)}</t></si>`;
const firstRow = '<row r="1"><c r="A1" t="inlineStr"><is><t>LM-0901-0001-500G</t></is></c><c r="B1"><v>3</v></c></row>';

/**
 * A legitimate workbook as Excel writes one: texts in the shared-strings table (each text once), numbers and
 * booleans in the cells, empty cells left out.
 */
export function plainXlsx(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): Buffer {
  const strings = new Map<string, number>();
  const cell = (value: string | number | boolean | null, ref: string) => {
    if (value === null) return '';
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    if (!strings.has(value)) strings.set(value, strings.size);
    return `<c r="${ref}" t="s"><v>${strings.get(value)}</v></c>`;
  };
  const sheetData = rows.map((cells, r) => `<row r="${r + 1}" spans="1:${cells.length}">${cells.map((value, c) => cell(value, `${columnName(c)}${r + 1}`)).join('')}</row>`);
  return workbookXlsx(sheetXml(sheetData.join('')), strings.size ? sharedStringsXml(strings.size, [...strings.keys()].map(stringItem).join('')) : undefined);
}

/**
 * ≈10 KB zipped: one row, then a row tag padded with 8 MiB of spaces. read-excel-file's parser scans an unfinished
 * tag again, byte by byte, with every chunk of the sheet: 57 s, then "Maximum call stack size exceeded" (the same
 * spaces between two tags cost it 0.2 s: a text is searched natively).
 */
export const whitespaceBombXlsx = (): Buffer => workbookXlsx(sheetXml(firstRow, '<row r="2"', Buffer.alloc(8 * 1024 * 1024, ' '), '/>'));

/**
 * ≈181 KB zipped: one row, then empty elements inflating the sheet to 180 MiB (read-excel-file: 4–5 s and the
 * whole sheet as one string; a caller's cap would let it inflate to that cap).
 */
export const inflatedSheetXlsx = (): Buffer => workbookXlsx(sheetXml(firstRow, Buffer.alloc(180 * 1024 * 1024, '<x/>')));

/**
 * ≈270 KB zipped: one row, then 31 million empty `<row/>`s (180 MiB) carrying no row number, so a bound on row
 * numbers never sees them; read-excel-file adds a row for each, copies all rows again with each chunk: 62 s, then
 * "Maximum call stack size exceeded".
 */
export const emptyRowsXlsx = (): Buffer => workbookXlsx(sheetXml(firstRow, Buffer.alloc(180 * 1024 * 1024, '<row/>')));

/**
 * A sheet nesting 100,000 elements inside sheetData: read-excel-file keeps an array of open tags (0.1 s), a reader
 * that recurses per level overflows its stack.
 */
export const deepNestingXlsx = (depth = 100_000): Buffer => workbookXlsx(sheetXml(firstRow, '<x>'.repeat(depth), '</x>'.repeat(depth)));

/** One cell, and a million distinct shared strings the reader holds as an array (≈2.5 MB zipped, 21 MB inflated). */
export function hugeSharedStringsXlsx(count = 1_000_000): Buffer {
  const items = Array.from({ length: count }, (_, i) => `<si><t>S-${i.toString(36)}</t></si>`).join('');
  return workbookXlsx(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), sharedStringsXml(count, items));
}

/** One shared string of 40,000 characters: longer than any cell Excel can hold (32,767). */
export const longSharedStringXlsx = (): Buffer =>
  workbookXlsx(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), sharedStringsXml(1, stringItem('Sodium chloride 氯化钠 '.repeat(2_000))));

/** Deterministic noise: each byte one of `alphabet`, so the part barely compresses (no ratio gives it away). */
function noise(bytes: number, alphabet: string, seed = 1): Buffer {
  const out = Buffer.alloc(bytes);
  for (let i = 0, x = seed; i < bytes; i += 1) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    out[i] = alphabet.charCodeAt((x >>> 16) % alphabet.length);
  }
  return out;
}

/**
 * The whitespace bomb written as mixed spaces, tabs and line breaks that compress only about 4× (no compression
 * ratio gives them away), inside a tag or, with `between: true`, between two tags.
 */
export const noisyWhitespaceXlsx = (bytes = 8 * 1024 * 1024, between = false): Buffer =>
  workbookXlsx(sheetXml(firstRow, between ? '' : '<row r="2"', noise(bytes, ' \t\r\n'), between ? '' : '/>'));

/** 16 MiB of empty elements with random three-letter names after one row: filler that compresses about 3×. */
export function fillerSheetXlsx(bytes = 16 * 1024 * 1024): Buffer {
  const names = noise(Math.floor(bytes / 6) * 3, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const filler = Buffer.alloc(Math.floor(bytes / 6) * 6, '<abc/>');
  for (let i = 0; i < names.length / 3; i += 1) names.copy(filler, i * 6 + 1, i * 3, i * 3 + 3);
  return workbookXlsx(sheetXml(firstRow, filler));
}
