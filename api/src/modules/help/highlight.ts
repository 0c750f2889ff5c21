/** A piece of text and whether it matched the search: the page renders matches as <mark>, as text, never HTML. */
export type TextPart = { text: string; match: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` into parts, marking every case-insensitive occurrence of any of `terms`. */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const wanted = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || text.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/**
 * About `size` characters of `text` around its first match (the start when nothing matches), cut at
 * spaces where there are some, with an ellipsis where text was left out.
 */
export function excerpt(text: string, terms: readonly string[], size = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= size) return flat;
  const lower = flat.toLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), Number.MAX_SAFE_INTEGER);
  const start = first === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, first - Math.floor(size / 3));
  const end = Math.min(flat.length, start + size);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
