import { UnsafeWorkbookError } from './xlsx-guard-limits';

/** The elements the checks look at, by local name (the reader drops any `x:` prefix); anything else is OTHER. */
export const OTHER = 0, ROW = 1, C = 2, V = 3, T = 4, IS = 5, SI = 6, R = 7, RPH = 8, SHEET_DATA = 9, SST = 10, XF = 11;

/**
 * The longest single token (a text run, a tag, a comment). read-excel-file parses a sheet in chunks (64 KB at
 * first) and its parser (saxen) keeps an unfinished token and scans it again with every chunk, a tag byte by byte:
 * a row tag padded with 2 MiB of spaces held it 55 s, then overflowed its stack (its chunk loop recurses, and
 * halves chunks that take over 7 ms). A token of this size costs it a few re-scans at most. A real one is at most
 * a 32,767-character cell, 8 bytes a character even as `&#65535;`.
 */
export const MAX_TOKEN = 256 * 1024;
/** Nesting: a sheet goes 7 deep (worksheet, sheetData, row, c, is, r, t), extLst parts about 10. */
export const MAX_DEPTH = 64;
/**
 * Whitespace between tags or between attributes is indentation (a few dozen bytes a line); only a cell's own text
 * (in `<t>` or `<v>`, kept with xml:space="preserve") holds more. Filler is refused at its first KiB.
 */
export const MAX_BLANK_RUN = 1024;

/** What the checks of one part hear from the scan; `level` is the element's depth (1: the root). */
export type XmlSink = {
  open(element: number, attributesFrom: number, attributesTo: number, level: number): void;
  close(element: number, level: number): void;
  /** A text run directly inside a `<t>` or `<v>` (a cell's or a shared string's own text). */
  value(from: number, to: number): void;
  /** Bytes of markup (tags, comments, whitespace between tags) this part may hold so far, or Infinity. */
  markupAllowance(): number;
};

const fail = (reason: string): never => {
  throw new UnsafeWorkbookError(reason);
};
const isSpace = (byte: number) => byte === 32 || (byte >= 9 && byte <= 13);

const is = (xml: Buffer, at: number, name: string) => xml.toString('latin1', at, at + name.length) === name;

/** The element a tag names, by its local name; `from`–`to` is the tag's name. */
export function elementOf(xml: Buffer, from: number, to: number): number {
  let start = from;
  while (start < to && xml[start] !== 0x3a) start += 1;
  start = start < to ? start + 1 : from;
  const first = xml[start];
  switch (to - start) {
    case 1:
      return first === 0x63 ? C : first === 0x76 ? V : first === 0x74 ? T : first === 0x72 ? R : OTHER;
    case 2:
      if (first === 0x69 && xml[start + 1] === 0x73) return IS;
      return first === 0x73 && xml[start + 1] === 0x69 ? SI : first === 0x78 && xml[start + 1] === 0x66 ? XF : OTHER;
    case 3:
      return is(xml, start, 'row') ? ROW : is(xml, start, 'rPh') ? RPH : is(xml, start, 'sst') ? SST : OTHER;
    case 9:
      return is(xml, start, 'sheetData') ? SHEET_DATA : OTHER;
    default:
      return OTHER;
  }
}

/**
 * The next `byte` from `from` on, or -1: a loop for the first bytes (most values and texts are a few bytes
 * long, and Buffer#indexOf costs more to call than that), then the native search.
 */
export function find(xml: Buffer, byte: number, from: number): number {
  const near = Math.min(xml.length, from + 32);
  for (let at = from; at < near; at += 1) if (xml[at] === byte) return at;
  return near === xml.length ? -1 : xml.indexOf(byte, near);
}

function closedBy(xml: Buffer, at: number, marker: string): number {
  const end = xml.indexOf(marker, at);
  return end < 0 ? fail('unclosed XML token') : end + marker.length;
}

/** Where the token starting with `<` at `at` ends (the index after it), with saxen's rules for quotes. */
function tokenEnd(xml: Buffer, at: number): number {
  const kind = xml[at + 1];
  if (kind === 0x3f) return closedBy(xml, at, '?>');
  if (kind === 0x21 && xml.toString('latin1', at + 2, at + 9) === '[CDATA[') return closedBy(xml, at, ']]>');
  if (kind === 0x21 && xml[at + 2] === 0x2d && xml[at + 3] === 0x2d) return closedBy(xml, at, '-->');
  const limit = Math.min(xml.length, at + MAX_TOKEN);
  for (let x = at + 1, blank = 0; x < limit; x += 1) {
    const byte = xml[x]!;
    if (byte === 0x3e) return x + 1;
    if (!isSpace(byte)) blank = 0;
    else if (++blank > MAX_BLANK_RUN) fail(`more than ${MAX_BLANK_RUN} bytes of whitespace in a tag (filler)`);
    if (byte === 0x22 || byte === 0x27) {
      const quote = find(xml, byte, x + 1);
      if (quote >= 0) x = quote;
    }
  }
  return limit === xml.length ? fail('unclosed XML tag') : fail('an XML tag longer than any workbook needs');
}

/** The end of a tag's name: its first space, `/` or `>`. */
export function nameEnd(xml: Buffer, from: number): number {
  let at = from;
  while (at < xml.length && !isSpace(xml[at]!) && xml[at] !== 0x2f && xml[at] !== 0x3e) at += 1;
  return at;
}

/** Whether a closing tag names the element it closes (a byte loop: names are short, Buffer.compare is slow here). */
function sameName(xml: Buffer, from: number, to: number, openFrom: number, openTo: number): boolean {
  if (to - from !== openTo - openFrom) return false;
  for (let at = 0; at < to - from; at += 1) if (xml[from + at] !== xml[openFrom + at]) return false;
  return true;
}

/**
 * A text run outside any cell value: refused at its first stretch of whitespace past MAX_BLANK_RUN; its size if
 * it is whitespace alone (then it is markup, not content), else 0.
 */
function blankBytes(xml: Buffer, from: number, to: number): number {
  let stretch = 0;
  let content = false;
  for (let at = from; at < to; at += 1) {
    if (!isSpace(xml[at]!)) {
      content = true;
      stretch = 0;
    } else if (++stretch > MAX_BLANK_RUN) fail(`more than ${MAX_BLANK_RUN} bytes of whitespace between tags (filler)`);
  }
  return content ? 0 : to - from;
}

/**
 * One pass over an XML part, token by token as saxen cuts it (no DOM, no strings but the few it must read):
 * bounds every token, the nesting and the whitespace between tags, checks that tags match, and tells `sink`
 * what opens, closes and which text is a value.
 */
export function scanXml(xml: Buffer, sink: XmlSink): void {
  const stack = new Int32Array(MAX_DEPTH * 3); // element, name start, name end
  let depth = 0;
  let markup = 0;
  for (let at = 0; at < xml.length; ) {
    let next = find(xml, 0x3c, at);
    if (next < 0) next = xml.length;
    if (next > at) {
      const top = depth ? stack[depth * 3 - 3] : OTHER;
      if (top === T || top === V) sink.value(at, next);
      else markup += blankBytes(xml, at, Math.min(next, at + MAX_TOKEN + 1));
      if (next - at > MAX_TOKEN) fail('a text longer than any cell');
    }
    if (next === xml.length) break;
    const end = tokenEnd(xml, next);
    if (end - next > MAX_TOKEN) fail('an XML token longer than any workbook needs');
    markup += end - next;
    const kind = xml[next + 1];
    if (kind === 0x2f) {
      const to = nameEnd(xml, next + 2);
      if (!depth || !sameName(xml, next + 2, to, stack[depth * 3 - 2]!, stack[depth * 3 - 1]!)) fail('XML tags do not match');
      sink.close(stack[depth * 3 - 3]!, depth);
      depth -= 1;
    } else if (kind !== 0x21 && kind !== 0x3f) {
      const to = nameEnd(xml, next + 1);
      const element = elementOf(xml, next + 1, to);
      const selfClosing = xml[end - 2] === 0x2f;
      if (selfClosing) {
        sink.open(element, to, end - 2, depth + 1);
        sink.close(element, depth + 1);
      } else {
        if (depth === MAX_DEPTH) fail(`XML nested deeper than ${MAX_DEPTH}`);
        stack[depth * 3] = element;
        stack[depth * 3 + 1] = next + 1;
        stack[depth * 3 + 2] = to;
        depth += 1;
        sink.open(element, to, end - 1, depth);
      }
      if (markup > sink.markupAllowance()) fail(`${markup} bytes of markup for what the part holds (filler)`);
    }
    at = end;
  }
}
