import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { LocalizedText } from '../i18n/language';
import { catalogueColumns, toCells, type FileRow } from '../modules/backoffice-import/columns';
import {
  deepNestingXlsx,
  emptyRowsXlsx,
  fillerSheetXlsx,
  hugeSharedStringsXlsx,
  inflatedSheetXlsx,
  longSharedStringXlsx,
  noisyWhitespaceXlsx,
  plainXlsx,
  sharedStringsXml,
  sheetXml,
  whitespaceBombXlsx,
  workbookXlsx,
  zipOf,
} from '../test/crafted-xlsx';
import { assertSafeWorkbook as assertWithin, UnsafeWorkbookError, type XlsxLimits } from './xlsx-guard';

/** A lab list's limits (modules/lab-lists). */
const limits = { entries: 64, entryBytes: 4_000_000, totalBytes: 16_000_000, rows: 1_000, columns: 26 };
/** The catalogue's (backoffice-import/check-file.ts): the widest bounds, so what refuses a file there is a rule, not a cap. */
const catalogue = { entries: 64, entryBytes: 192 * 1024 * 1024, totalBytes: 192 * 1024 * 1024, rows: 500_001, columns: 64 };
const assertSafeWorkbook = (zip: Buffer) => assertWithin(zip, limits);

/** Why the guard refuses the file ('passed' if it does not); anything but an UnsafeWorkbookError fails the test. */
function refusalOf(zip: Buffer, bounds: XlsxLimits = catalogue): string {
  try {
    assertWithin(zip, bounds);
    return 'passed';
  } catch (error) {
    if (error instanceof UnsafeWorkbookError) return error.message;
    throw error;
  }
}
const sheetOf = (rows: string) => workbookXlsx(sheetXml(rows));

describe('the XLSX guard in front of the spreadsheet reader', () => {
  it('lets a real workbook through', async () => {
    const workbook = await writeXlsxFile([[{ value: 'LM-0901-0001-500G' }, { value: 3 }]]).toBuffer();
    expect(() => assertSafeWorkbook(workbook)).not.toThrow();
  });

  it('refuses a cell so far right or down that the reader would build arrays of millions', () => {
    expect(() => assertSafeWorkbook(sheetOf('<row r="1"><c r="ZZZZZZ1"><v>1</v></c></row>'))).toThrow(UnsafeWorkbookError);
    expect(() => assertSafeWorkbook(sheetOf('<row r="1"><c r="A900000000"><v>1</v></c></row>'))).toThrow(UnsafeWorkbookError);
    expect(() => assertSafeWorkbook(sheetOf('<row r="5000000"><c><v>1</v></c></row>'))).toThrow(UnsafeWorkbookError);
    expect(() => assertSafeWorkbook(sheetOf('<row r="3"><c r="B3"><v>1</v></c></row>'))).not.toThrow();
  });

  it('refuses a small archive that inflates to far more than a list (a zip bomb), without inflating it all', () => {
    const bomb = zipOf({ 'xl/sharedStrings.xml': Buffer.alloc(64_000_000) }); // about 60 KB compressed
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => assertSafeWorkbook(bomb)).toThrow(UnsafeWorkbookError);
  });

  it("takes each caller's limits: more rows than a lab list holds pass a larger bound", () => {
    const far = sheetOf('<row r="5000"><c r="AB5000"><v>1</v></c></row>');
    expect(() => assertSafeWorkbook(far)).toThrow(UnsafeWorkbookError);
    expect(() => assertWithin(far, { ...limits, rows: 400_000, columns: 64 })).not.toThrow();
  });

  it('refuses what is not a zip archive', () => {
    expect(() => assertSafeWorkbook(Buffer.from('PK\u0003\u0004broken'))).toThrow(UnsafeWorkbookError);
  });
});

describe('crafted workbooks, refused before the reader spends minutes on them', () => {
  it('a 10 KB whitespace bomb: 8 MiB of spaces in a tag', () => {
    const bomb = whitespaceBombXlsx();
    expect(bomb.length).toBeLessThan(12_000);
    expect(refusalOf(bomb)).toMatch(/inflates over 400 times/);
    expect(refusalOf(bomb, limits)).not.toBe('passed');
  });

  it('a 181 KB sheet inflating to 180 MiB, cut off long before', () => {
    const bomb = inflatedSheetXlsx();
    expect(bomb.length).toBeLessThan(200_000);
    expect(refusalOf(bomb)).toMatch(/inflates over 400 times/);
  });

  it('31 million rows without numbers in 270 KB', () => {
    expect(refusalOf(emptyRowsXlsx())).toMatch(/inflates over 400 times/);
  });

  it('elements nested 100,000 deep', () => {
    expect(refusalOf(deepNestingXlsx())).toMatch(/nested deeper than 64/);
  });

  it('a million shared strings for one cell', () => {
    expect(refusalOf(hugeSharedStringsXlsx())).toMatch(/more shared strings than the sheets have cells/);
  });

  it('a shared string longer than any cell Excel can hold', () => {
    expect(refusalOf(longSharedStringXlsx())).toMatch(/more than 32767 characters/);
  });

  it('a long shared string behind a stray phonetic tag (its text is not counted, the string is)', () => {
    const strings = `<strings><rPh/><si><t>${'x'.repeat(40_000)}</t></si></strings>`;
    expect(refusalOf(workbookXlsx(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), strings))).toMatch(/more than 32767 characters/);
  });

  it('whitespace that compresses too little for the ratio to give it away, in a tag or between tags', () => {
    expect(refusalOf(noisyWhitespaceXlsx(1024 * 1024))).toMatch(/whitespace in a tag/);
    expect(refusalOf(noisyWhitespaceXlsx(1024 * 1024, true))).toMatch(/whitespace between tags/);
  });

  it('filler of empty elements that barely compresses', () => {
    expect(refusalOf(fillerSheetXlsx(6 * 1024 * 1024))).toMatch(/bytes of markup/);
  });

  it('more cell formats than Excel holds (the reader keeps an object for each)', () => {
    const formats = Array.from({ length: 130_000 }, (_, i) => `<xf numFmtId="0" fontId="${i}"/>`).join('');
    expect(refusalOf(zipOf({ 'xl/styles.xml': `<styleSheet><cellXfs>${formats}</cellXfs></styleSheet>` }))).toMatch(/more than 128000 cell formats/);
  });

  it('a text or a tag longer than any cell, which the reader would scan again with every chunk', () => {
    expect(refusalOf(sheetOf(`<row r="1"><c r="A1"><f>${'1+'.repeat(150_000)}1</f></c></row>`))).toMatch(/text longer than any cell/);
    expect(refusalOf(sheetOf(`<row r="1"><c r="A1" x="${'1'.repeat(300_000)}"><v>1</v></c></row>`))).toMatch(/tag longer/);
  });
});

describe('what read-excel-file would read differently from what it looks like', () => {
  it('refuses cell references it reads as a far-off row or column', () => {
    // Number("1e9") is a row; every character before the digits counts as a letter, lower case too.
    for (const ref of ['r="A1e9"', 'r="zzzzzz1"', "r='ZZZZZZ1'", 'r="A1" x:r="ZZZZZZ1"', 'r="A 1"', 'r="A01"']) {
      expect(refusalOf(sheetOf(`<row r="1"><c ${ref}><v>1</v></c></row>`)), ref).not.toBe('passed');
    }
    for (const row of ['r="1e9"', 'r="Infinity"', "r='900000000'", 'x:r="900000000"']) {
      expect(refusalOf(sheetOf(`<row ${row}><c r="A1"><v>1</v></c></row>`)), row).not.toBe('passed');
    }
  });

  it('counts rows that carry no number (the reader adds one per <row>)', () => {
    expect(refusalOf(sheetOf('<row/>'.repeat(1_001)), limits)).toMatch(/a row beyond 1000/);
    expect(refusalOf(sheetOf('<row/>'.repeat(1_000)), limits)).toBe('passed');
  });

  it('refuses one cell at the far corner of the bounds: the reader would pad 32 million empty cells', () => {
    expect(refusalOf(sheetOf('<row r="500000"><c r="BL500000"><v>1</v></c></row>'))).toMatch(/cells spread over 500000 rows × 64 columns/);
  });

  it('refuses an entry declaring a size the reader would allocate before inflating', () => {
    const workbook = workbookXlsx(sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>'));
    workbook.writeUInt32LE(0xfffffff0, 22); // the first entry's uncompressed size
    expect(refusalOf(workbook)).toMatch(/declares 4294967280 bytes/);
  });

  it('refuses a local entry the zip directory does not list (the reader streams local entries)', () => {
    const workbook = workbookXlsx(sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>'));
    const hidden = zipOf({ 'xl/worksheets/sheet1.xml': sheetXml('<row r="1"><c r="A1"><v>2</v></c></row>') });
    const hiddenEntry = hidden.subarray(0, hidden.readUInt32LE(hidden.length - 6));
    const end = workbook.length - 22;
    expect(refusalOf(Buffer.concat([workbook.subarray(0, end), hiddenEntry, workbook.subarray(end)]))).toMatch(/disagree/);
  });

  it('refuses bytes after the end of the archive (the reader then waits for ever)', async () => {
    const workbook = await writeXlsxFile([[{ value: 'LM-0901-0001-500G' }]]).toBuffer();
    expect(refusalOf(Buffer.concat([workbook, Buffer.alloc(5)]))).toMatch(/data after the end/);
  });

  it('refuses encrypted entries and tags that do not match', () => {
    const workbook = workbookXlsx(sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>'));
    workbook.writeUInt16LE(workbook.readUInt16LE(6) | 1, 6);
    expect(refusalOf(workbook)).toMatch(/encrypted/);
    expect(refusalOf(sheetOf('<row r="1"><c r="A1"><v>1</c></v></row>'))).toMatch(/do not match/);
  });
});

const localized = (text: string): LocalizedText => ({ zh: `${text} 氯化钠`, en: `${text} sodium chloride`, ja: `${text} 塩化ナトリウム`, ko: `${text} 염화나트륨` });
/** Row `n` of a catalogue export: three SKUs a product, names of their own, summaries from a few hundred. */
const catalogueRow = (n: number): FileRow => {
  const product = Math.floor(n / 3) + 1;
  return {
    productId: product,
    newProductRef: null,
    categoryId: 1 + (product % 40),
    brand: `Brand ${product % 97}`,
    name: localized(`LM-${product}`),
    summary: localized(`High-purity reagent for laboratory analysis, series ${product % 379}`),
    casNumber: '7647-14-5',
    formula: 'NaCl',
    status: 'on_sale',
    skuCode: `SC-${product}-${(n % 3) + 1}`,
    spec: localized('500 g'),
    packageSize: '500 g',
    purity: '99.5%',
    price: 1_000 + ((n * 37) % 100_000),
    marketPrice: n % 3 ? null : 2_000 + (n % 5_000),
    maxPerOrder: 99,
    onSale: true,
    stock: n % 500,
  };
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('legitimate workbooks pass', () => {
  it("the shop's own catalogue export at 200,000 rows (write-excel-file: 176 MB of sheet, 18 MB of shared strings)", async () => {
    const sheet = [[...catalogueColumns], ...Array.from({ length: 200_000 }, (_, n) => toCells(catalogueRow(n)))];
    expect(refusalOf(await writeXlsxFile(sheet).toBuffer())).toBe('passed');
  }, 600_000);

  it('an Excel workbook: shared, rich and phonetic strings, inline strings, kept spaces, indentation, a 32,767-character cell', async () => {
    const longest = `${'Sodium chloride 氯化钠 & <NaCl> '.repeat(1_200).slice(0, 32_766)}.`; // 32,767 characters, 55 KB escaped
    const strings = [
      `<si><t>${escapeXml(longest)}</t></si>`,
      `<si><t xml:space="preserve">${' '.repeat(32_767)}</t></si>`,
      '<si><r><rPr><b/><sz val="11"/><color theme="1"/><rFont val="Calibri"/><family val="2"/><scheme val="minor"/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r></si>',
      '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>',
    ];
    const sheet = sheetXml(`
    <row r="1" spans="1:7" x14ac:dyDescent="0.25">
      <c r="A1" t="s"><v>0</v></c>
      <c r="B1" t="s"><v>2</v></c>
      <c r="C1" t="s"><v>3</v></c>
      <c r="D1" t="inlineStr"><is><t xml:space="preserve">  inline  </t></is></c>
      <c r="E1" s="0"><v>3.5</v></c>
      <c r="F1" t="b"><v>1</v></c>
      <c r="G1"><f>E1*2</f><v>7</v></c>
    </row>
    <row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3" t="inlineStr"><is><t>${escapeXml(longest)}</t></is></c></row>
  `);
    const workbook = workbookXlsx(sheet, sharedStringsXml(strings.length, strings.join('\n')));
    expect(refusalOf(workbook, limits)).toBe('passed');
    const rows = await readSheet(workbook);
    expect(rows[0]).toEqual([longest, 'Bold and plain', '東京', 'inline', 3.5, true, 7]);
    expect(rows[2]![1]).toBe(longest);
  });

  it('counts characters as the reader decodes them: 32,767 escaped ampersands pass, one more does not', () => {
    const cell = (count: number) => sheetOf(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'&amp;'.repeat(count)}</t></is></c></row>`);
    expect(refusalOf(cell(32_767), limits)).toBe('passed');
    expect(refusalOf(cell(32_768), limits)).toMatch(/more than 32767 characters/);
  });

  it('a plain workbook reads back; shared strings before the sheet (as LibreOffice orders them) pass too', async () => {
    const plain = plainXlsx([['code', 'name', 'qty', 'ok'], ['LM-1', ' padded ', 3, true], ['LM-2', null, 4.5, false]]);
    expect(refusalOf(plain, limits)).toBe('passed');
    expect(await readSheet(plain)).toEqual([['code', 'name', 'qty', 'ok'], ['LM-1', 'padded', 3, true], ['LM-2', null, 4.5, false]]);
    const strings = sharedStringsXml(2, '<si><t>a</t></si><si><t>b</t></si>');
    const libreOffice = workbookXlsx(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'), strings, { sharedStringsFirst: true });
    expect(refusalOf(libreOffice, limits)).toBe('passed');
  });

  it('a write-excel-file workbook with a 32,767-character cell', async () => {
    expect(refusalOf(await writeXlsxFile([[{ value: `${'汉字 '.repeat(10_922)}x` }]]).toBuffer(), limits)).toBe('passed');
  });
});
