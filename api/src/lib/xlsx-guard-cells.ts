import { UnsafeWorkbookError, type XlsxLimits } from './xlsx-guard-limits';
import { C, find, IS, R, ROW, RPH, SHEET_DATA, SI, SST, V, XF, type XmlSink } from './xlsx-guard-xml';

/** Excel's limit on one cell's text (UTF-16 units), so on a shared string's too. */
const MAX_CELL_CHARS = 32_767;
/** Writers drop shared strings no cell uses; this many spare ones still pass. */
const SPARE_SHARED_STRINGS = 10_000;
/**
 * Markup (tags, comments, whitespace between tags) a part holding cells or shared strings may carry: a cell's is
 * 25–70 bytes (`<c r="AA123456" s="12" t="s"><v>…</v></c>`, indented: about 90), a row's under 150, a shared string's
 * 40, a rich-text run's 150–250, and the rest of a sheet (views, columns, merges, validations) rarely 1 MB.
 * Filler (empty elements, comments, whitespace) is all markup and nothing else, so it runs out of allowance.
 */
const MARKUP = { part: 4 * 1024 * 1024, row: 1024, cell: 256, string: 256, run: 512 };
/**
 * The reader pads every row to the sheet's widest and fills gaps with empty rows: one cell at BL500000 makes 32
 * million slots. Padding may cost this many slots per cell that holds something (a slot is 8 bytes, less than the
 * cell itself), beyond a table of a million slots that any sheet may have.
 */
const GRID = { floor: 1 << 20, perCell: 8 };

/** Excel holds at most 64,000 cell formats, and as many cell styles; the reader keeps an object for each. */
const MAX_FORMATS = 128_000;

/** What the parts checked so far hold together: shared strings are shared by every sheet's cells. */
export type WorkbookCounts = { cells: number; strings: number };

const fail = (reason: string): never => {
  throw new UnsafeWorkbookError(reason);
};

/** A text as the reader gives it: XML's character references and Excel's `_xHHHH_` are one character each. */
const decodedLength = (text: string) => text.replace(/&#\d+;|&#x[0-9a-f]+;|&(?:amp|apos|gt|lt|quot);/gi, '.').replace(/_x[0-9A-Fa-f]{4}_/g, '.').length;

/** The start of an attribute value, for a message (the value itself may be long). */
const shown = (xml: Buffer, from: number, to: number) => xml.toString('latin1', from, Math.min(to, from + 24));

/** A row number written as plain digits (the reader takes `Number()` of it: `1e9`, `Infinity`, ` 5` are refused). */
function rowNumber(xml: Buffer, from: number, to: number, limits: XlsxLimits): number {
  let row = 0;
  if (from === to || xml[from] === 0x30) fail(`a row or cell reference ${shown(xml, from, to)}`);
  for (let at = from; at < to; at += 1) {
    const digit = xml[at]! - 0x30;
    if (digit < 0 || digit > 9) fail(`a row or cell reference ${shown(xml, from, to)}`);
    row = row * 10 + digit;
    if (row > limits.rows) fail(`a row beyond ${limits.rows}`);
  }
  return row;
}

/** Where the last `reference` found its value. */
const found = { from: 0, to: 0 };

/**
 * Whether the tag has an `r` attribute (any `x:` prefix: the reader drops it); its value is then `found`. The tag
 * must be plainly written (`name="value"` pairs): the reader skips what it cannot parse, so what this reads and
 * what the reader reads could otherwise differ.
 */
function reference(xml: Buffer, from: number, to: number): boolean {
  let has = false;
  for (let at = from; at < to; ) {
    const byte = xml[at]!;
    if (byte === 32 || (byte >= 9 && byte <= 13)) {
      at += 1;
      continue;
    }
    const name = at;
    while (at < to && xml[at] !== 0x3d && xml[at] !== 32) at += 1;
    const quote = xml[at + 1];
    const end = quote === 0x22 || quote === 0x27 ? find(xml, quote, at + 2) : -1;
    if (xml[at] !== 0x3d || end < 0 || end >= to) fail('an attribute the reader would misread');
    if ((at - name === 1 && xml[name] === 0x72) || (xml[at - 1] === 0x72 && xml[at - 2] === 0x3a)) {
      if (has) fail('two references on one row or cell');
      has = true;
      found.from = at + 2;
      found.to = end;
    }
    at = end + 1;
  }
  return has;
}

/**
 * The checks of one XML part, fed by scanXml: rows and cells within the caller's limits and written as the reader
 * reads them, the padded grid, each cell's and shared string's text, shared strings against the cells, markup.
 */
export function partChecks(xml: Buffer, limits: XlsxLimits, counts: WorkbookCounts): XmlSink & { finish(): void } {
  let holdsCells = false; // since a sheetData, sst or si opened: the reader reads cells and strings from here on
  let rows = 0, lastRow = 0, cells = 0, filled = 0, strings = 0, runs = 0, maxRow = 0, maxColumn = 0;
  let cellLevel = 0, cellRow = 0, cellColumn = 0, cellFilled = false, formats = 0;
  let textLevel = 0, textBytes = 0, phonetic = 0; // the open cell or shared string whose text is summed
  const pieces: number[] = [];
  let pieceCount = 0;

  const openText = (level: number) => {
    if (textLevel) return;
    textLevel = level;
    textBytes = 0;
    pieceCount = 0;
  };
  const closeText = () => {
    textLevel = 0;
    if (textBytes <= MAX_CELL_CHARS) return; // never more characters than bytes
    let text = '';
    for (let i = 0; i < pieceCount; i += 2) text += xml.toString('utf8', pieces[i], pieces[i + 1]);
    if (decodedLength(text) > MAX_CELL_CHARS) fail(`a text of more than ${MAX_CELL_CHARS} characters in one cell or shared string`);
  };
  const openCell = (from: number, to: number, level: number) => {
    cells += 1;
    counts.cells += 1;
    cellColumn = 0;
    cellRow = 0;
    if (reference(xml, from, to)) {
      let letters = found.from;
      for (; letters < found.to && xml[letters]! >= 0x41 && xml[letters]! <= 0x5a; letters += 1) cellColumn = cellColumn * 26 + xml[letters]! - 0x40;
      if (letters === found.from || letters - found.from > 3) fail(`a cell reference ${shown(xml, found.from, found.to)}`);
      if (cellColumn > limits.columns) fail(`a cell beyond column ${limits.columns}`);
      cellRow = rowNumber(xml, letters, found.to, limits);
    }
    lastRow = Math.max(lastRow, cellRow);
    cellLevel = level;
    cellFilled = false;
    openText(level);
  };

  return {
    open(element, from, to, level) {
      if (element === XF && ++formats > MAX_FORMATS) fail(`more than ${MAX_FORMATS} cell formats`);
      if (element === RPH) phonetic += 1; // counted everywhere, as its closing tags are
      if (element === SHEET_DATA || element === SST || element === SI) holdsCells = true;
      if (!holdsCells) return;
      if (element === ROW) {
        rows += 1;
        lastRow = reference(xml, from, to) ? Math.max(lastRow, rowNumber(xml, found.from, found.to, limits)) : lastRow + 1;
        if (lastRow > limits.rows) fail(`a row beyond ${limits.rows}`);
      } else if (element === C) openCell(from, to, level);
      else if ((element === V || element === IS) && cellLevel) cellFilled = true;
      else if (element === SI) {
        strings += 1;
        counts.strings += 1;
        if (counts.strings > counts.cells + SPARE_SHARED_STRINGS) fail(`more shared strings than the sheets have cells`);
        openText(level);
      } else if (element === R) runs += 1;
    },
    close(element, level) {
      if (element === RPH) phonetic -= 1;
      if (level === textLevel) closeText();
      if (element !== C || level !== cellLevel) return;
      cellLevel = 0;
      if (!cellFilled) return;
      filled += 1;
      maxRow = Math.max(maxRow, cellRow);
      maxColumn = Math.max(maxColumn, cellColumn);
    },
    value(from, to) {
      if (!textLevel || phonetic) return; // phonetic guides (furigana) are not part of the text
      textBytes += to - from;
      pieces[pieceCount++] = from;
      pieces[pieceCount++] = to;
    },
    markupAllowance: () =>
      holdsCells ? MARKUP.part + rows * MARKUP.row + cells * MARKUP.cell + strings * MARKUP.string + runs * MARKUP.run : Infinity,
    finish() {
      if (maxRow * maxColumn > GRID.floor + GRID.perCell * filled) fail(`${filled} cells spread over ${maxRow} rows × ${maxColumn} columns`);
    },
  };
}
