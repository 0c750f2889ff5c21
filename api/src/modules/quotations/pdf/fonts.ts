import { fontBytes, type FontFamily, type FontWeight } from '../../../lib/pdf/pdf-fonts';

/**
 * The CJK fonts a quotation embeds (lib/pdf: Noto Sans SC for Latin, Chinese and Japanese, Noto Sans KR for
 * Hangul), under the names the layout uses. Their bytes are read once per process; pdfkit embeds only the
 * glyphs a document uses (a subset), so a quotation stays tens of kilobytes.
 */
const fontSources: Record<'sc' | 'scBold' | 'kr' | 'krBold', [FontFamily, FontWeight]> = {
  sc: ['sc', 'regular'],
  scBold: ['sc', 'bold'],
  kr: ['kr', 'regular'],
  krBold: ['kr', 'bold'],
};

export type FontName = keyof typeof fontSources;

/** Each font name with its bytes, to register on a new document. */
export const quotationFonts = (): Array<[FontName, Buffer]> =>
  Object.entries(fontSources).map(([name, [family, weight]]) => [name as FontName, fontBytes(family, weight)]);

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** Kana, ideographs and full-width forms: Noto Sans KR lacks many of them. */
const HAN_RUN = /([\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+)/;

/**
 * A string as runs of one font each. Without Hangul it is one run in Noto Sans SC (SC has no Hangul);
 * with Hangul the Korean and Latin parts are set in Noto Sans KR and any Chinese or Japanese parts in SC,
 * so a Korean label before a Chinese institution name renders whole.
 */
export function fontRuns(text: string, bold = false): Array<{ text: string; font: FontName }> {
  const sc: FontName = bold ? 'scBold' : 'sc';
  if (!HANGUL.test(text)) return [{ text, font: sc }];
  const kr: FontName = bold ? 'krBold' : 'kr';
  return text.split(HAN_RUN).filter(Boolean).map((run) => ({ text: run, font: HAN_RUN.test(run) ? sc : kr }));
}
