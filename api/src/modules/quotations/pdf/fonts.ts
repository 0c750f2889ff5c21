import { fontRuns } from '../../../lib/pdf/font-runs';
import { fontBytes, type FontFamily, type FontWeight } from '../../../lib/pdf/pdf-fonts';

/**
 * The CJK fonts a quotation embeds (lib/pdf: Noto Sans SC for Latin, Chinese and Japanese, Noto Sans KR for
 * Hangul), under the names the layout uses. Their bytes are read once per process; pdfkit embeds only the
 * glyphs a document uses (a subset), so a quotation stays tens of kilobytes.
 */
const fontSources: Record<FontFamily | `${FontFamily}Bold`, [FontFamily, FontWeight]> = {
  sc: ['sc', 'regular'],
  scBold: ['sc', 'bold'],
  kr: ['kr', 'regular'],
  krBold: ['kr', 'bold'],
};

export type FontName = keyof typeof fontSources;

/** Each font name with its bytes, to register on a new document. */
export const quotationFonts = (): Array<[FontName, Buffer]> =>
  Object.entries(fontSources).map(([name, [family, weight]]) => [name as FontName, fontBytes(family, weight)]);

/** `text` as runs of one registered font each (lib/pdf/font-runs.ts decides which family sets which part). */
export const quotationFontRuns = (text: string, bold = false): Array<{ text: string; font: FontName }> =>
  fontRuns(text).map((run) => ({ text: run.text, font: bold ? `${run.family}Bold` : run.family }));
