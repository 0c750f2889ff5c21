import type { FontFamily } from './pdf-fonts';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** Kana, ideographs and full-width forms: Noto Sans KR lacks many of them. */
const HAN_RUN = /([\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+)/;

/**
 * A string as runs of one font family each, for text that may mix scripts (a quotation shows the shopper's own
 * words). Without Hangul it is one run in SC (SC has no Hangul); with Hangul the Korean and Latin parts are set
 * in KR and any Chinese or Japanese parts in SC, so a Korean label before a Chinese institution name renders
 * whole. The SDS and CoA need no runs: their ko texts and the catalogue's ko names are all in KR.
 */
export function fontRuns(text: string): Array<{ text: string; family: FontFamily }> {
  if (!HANGUL.test(text)) return [{ text, family: 'sc' }];
  return text.split(HAN_RUN).filter(Boolean).map((run) => ({ text: run, family: HAN_RUN.test(run) ? 'sc' : 'kr' }));
}
