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

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** The font a string is set in: Noto Sans KR when it has Hangul (SC has none), Noto Sans SC otherwise. */
export const fontFor = (text: string, bold = false): keyof typeof fontFiles =>
  HANGUL.test(text) ? (bold ? 'krBold' : 'kr') : bold ? 'scBold' : 'sc';
