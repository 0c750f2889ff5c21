// Every pattern here runs in linear time on any input (bounded or consuming repetitions), since the text is
// the client's: a crafted review must not stall the event loop.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]{0,200}>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<[/!?]?([a-z][a-z0-9-]*)[^>]*>?/gi;
/** Tags inside a word (H<sub>2</sub>O, <b>bold</b>) vanish; any other tag leaves a space, as a browser would show. */
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'font', 'i', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
const tagReplacement = (_tag: string, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' ');
/** Left after stripping (e.g. `<<b>i>`): the bracket is dropped so no tag survives; `a < b` stays. */
const TAG_START = /<(?=[/!?a-z])/gi;
/** C0/C1 controls except tab, line feed and carriage return (whitespace, collapsed below). */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;
/** Invisible format characters: zero-width spaces and joiners, bidi overrides and isolates, BOM. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const MAX_PASSES = 5;

/**
 * A shopper's text as plain text: markup and script bodies removed, control and invisible characters
 * dropped, whitespace collapsed to single spaces, trimmed. Entities are left as written (decoding them
 * would rebuild markup); the shop escapes the text when it shows it anyway.
 */
export function sanitizeText(input: string): string {
  let text = input.replace(CONTROL, '').replace(INVISIBLE, '');
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const stripped = text.replace(SCRIPT_OR_STYLE, ' ').replace(COMMENT, ' ').replace(TAG, tagReplacement);
    if (stripped === text) break;
    text = stripped;
  }
  return text.replace(TAG_START, '').replace(/\s+/g, ' ').trim();
}
