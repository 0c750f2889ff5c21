import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '../../i18n/language';

const require = createRequire(import.meta.url);

/**
 * Noto Sans from the npm font packages, so PDFs render offline after `npm install`. SC covers Chinese,
 * Japanese kana and kanji, Latin and the symbols of data sheets (≤ ³ µ); Hangul needs KR. PDFKit embeds
 * only the glyphs a document uses (a subset), so a PDF stays tens of kilobytes.
 */
const files = {
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  kr: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
} as const;

export type FontFamily = keyof typeof files;
export type FontWeight = 'regular' | 'bold';

/** The family a document in `lang` is set in. */
export const familyFor = (lang: Lang): FontFamily => (lang === 'ko' ? 'kr' : 'sc');

// Read once per process: about 10 MB each, and parsing them again per PDF would dominate its cost.
const loaded = new Map<string, Buffer>();

/** The font file's bytes (cached). */
export function fontBytes(family: FontFamily, weight: FontWeight): Buffer {
  const key = `${family}-${weight}`;
  let bytes = loaded.get(key);
  if (!bytes) {
    bytes = readFileSync(require.resolve(files[family][weight]));
    loaded.set(key, bytes);
  }
  return bytes;
}
