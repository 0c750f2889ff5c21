import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The CJK fonts a quotation embeds, from npm packages (so they are there after a plain `npm install`,
 * offline): Noto Sans SC (Latin, simplified Chinese, Japanese kana and kanji) and Noto Sans KR (Hangul),
 * OFL-licensed. They are 10 MB each; pdfkit embeds only the glyphs a document uses (a subset), so a
 * quotation stays tens of kilobytes.
 */
export const fontFiles = {
  sc: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  scBold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  kr: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  krBold: require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
};

export type FontName = keyof typeof fontFiles;

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
