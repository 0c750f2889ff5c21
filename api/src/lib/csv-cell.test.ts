import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../db/seed/products/prng';
import { csvCell, csvLine, unguardCsvCell } from './csv-cell';
import { readTable } from './read-table';

const limits = { entries: 1, entryBytes: 1, totalBytes: 1, rows: 1, columns: 1 };
/** The file's rows as the catalogue import reads them: cells read back, the formula guard undone. */
const readBack = async (csv: string) => (await readTable(Buffer.from(csv), limits)).map((row) => row.cells.map((cell) => unguardCsvCell(String(cell))));
/** Lines as `csvLine` writes them, joined by `lineEnd`, without one after the last (both endings are allowed). */
const csvOf = (rows: string[][], lineEnd = '\r\n') => rows.map((row) => csvLine(row).slice(0, -2)).join(lineEnd);

/** What a cell may hold: delimiters, quotes, line breaks, formula starts, spaces a reader trims, scripts and emoji. */
const pool = [',', ';', '\t', '"', "'", "''", '\n', '\r', '\r\n', ' ', '\u00A0', '\u3000', '\uFEFF', '\u2028', '=', '+', '-', '@', 'a', 'Z', '0', '1e5', '中', 'カ', '한', '😀', '👩‍🔬', '\u0001', '\\', '#'];
const randomText = (rng: Rng) => Array.from({ length: rng.int(0, 8) }, () => rng.pick(pool)).join('');

describe('csvCell and readTable', () => {
  const seeds = process.env.CSV_SEED ? [Number(process.env.CSV_SEED)] : [1, 2, randomInt(3, 2 ** 31)];
  it.each(seeds)('seed %i: any texts come back unchanged (CSV_SEED=<n> replays a seed)', async (seed) => {
    const rng = createRng(seed);
    const width = rng.int(1, 6);
    const rows = [Array.from({ length: width }, (_, i) => `column_${i}`), ...Array.from({ length: 300 }, () => Array.from({ length: width }, () => randomText(rng)))];
    const csv = `${rng.chance(0.5) ? '\uFEFF' : ''}${csvOf(rows, rng.pick(['\r\n', '\n']))}`;
    expect(await readBack(csv), `seed ${seed}`).toEqual(rows);
  });

  it('guards a formula reversibly: one more quote in front of quotes that precede a formula start, exactly one removed', async () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell("'=1+1")).toBe("''=1+1");
    expect(csvCell("''@x")).toBe("'''@x");
    expect(csvCell("'plain")).toBe("'plain");
    expect(csvCell('-5')).toBe("'-5");
    expect(unguardCsvCell("''=1+1")).toBe("'=1+1");
    // Every text of up to four characters of `'`, a formula start and a letter, through the whole file.
    const alphabet = ["'", '=', '-', '@', '+', 'a'];
    let texts = [''];
    for (let n = 0; n < 4; n++) texts = [...texts, ...texts.flatMap((t) => alphabet.map((c) => t + c))];
    const unique = [...new Set(texts)];
    expect(await readBack(csvOf([['text'], ...unique.map((t) => [t])]))).toEqual([['text'], ...unique.map((t) => [t])]);
  });

  it('quotes the delimiters readTable accepts, line breaks and the spaces a reader trims', () => {
    expect(csvCell('NaCl; 99%')).toBe('"NaCl; 99%"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell(' 25 g')).toBe('" 25 g"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('氯化钠 99.5%')).toBe('氯化钠 99.5%');
    expect([csvCell(12), csvCell(true), csvCell(null)]).toEqual(['12', 'true', '']);
    // A lone empty cell is quoted, or the line would read as blank, or vanish at the end of the file (seed 891146709).
    expect([csvLine(['']), csvLine([null]), csvLine(['', ''])]).toEqual(['""\r\n', '""\r\n', ',\r\n']);
  });

  it('takes the delimiter from the first non-blank line, so the other two stay inside a cell', async () => {
    // Excel in a semicolon locale; blank rows (as Excel writes them) before the header.
    expect(await readBack('\uFEFF\r\n;;\r\nname;price\r\n"NaCl; 99%";1,50\r\nKCl, dry\t5 g;2')).toEqual([[''], ['', '', ''], ['name', 'price'], ['NaCl; 99%', '1,50'], ['KCl, dry\t5 g', '2']]);
    expect(await readBack('name\tprice\n"a\tb;c"\t1,5;2')).toEqual([['name', 'price'], ['a\tb;c', '1,5;2']]);
    // A comma file whose names hold `;` and tabs unquoted (as written before they were quoted) keeps its columns.
    expect(await readBack('name,price\nNaCl;99%\tdry,1.5')).toEqual([['name', 'price'], ['NaCl;99%\tdry', '1.5']]);
    // A quoted header name may hold another delimiter; a single column has none, and reads as comma separated.
    expect(await readBack('"a,b";c\n1;2')).toEqual([['a,b', 'c'], ['1', '2']]);
    expect(await readBack('sku\nA;1\nB,2')).toEqual([['sku'], ['A;1'], ['B', '2']]);
  });

  it('numbers each row as a spreadsheet shows it, also after a cell holding line breaks', async () => {
    const rows = await readTable(Buffer.from('name,n\r\n"two\r\nlines",1\r\n\r\nlast,2\r\n'), limits);
    expect(rows.map((row) => [row.line, row.cells])).toEqual([
      [1, ['name', 'n']],
      [2, ['two\r\nlines', '1']],
      [3, ['']],
      [4, ['last', '2']],
    ]);
  });

  it('refuses a file holding NUL or text that is not UTF-8', async () => {
    const read = async (bytes: Buffer) => readTable(bytes, limits); // a CSV is read at once: its refusal is thrown, not returned
    await expect(read(Buffer.from('a,b\n\u0000,1'))).rejects.toMatchObject({ status: 400, key: 'labListFileUnreadable' });
    await expect(read(Buffer.from([0xc4, 0xe3, 0x2c, 0x31]))).rejects.toMatchObject({ status: 400, key: 'labListFileUnreadable' });
  });
});
