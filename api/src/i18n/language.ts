/** Languages of server messages and localized fields (ISO codes, as in Accept-Language). */
export const languages = ['zh', 'en', 'ja', 'ko'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'zh';

// The shop's own codes (jp, kr: spec §9) are accepted too, since the shell may send what it stores.
const aliases: Record<string, Lang> = { zh: 'zh', en: 'en', ja: 'ja', jp: 'ja', ko: 'ko', kr: 'ko' };

/** Picks the best supported language of an Accept-Language header (q-values honoured); zh otherwise. */
export function languageFromHeader(header: string | undefined): Lang {
  if (!header) return defaultLang;
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const lang = aliases[tag.split('-')[0]!.toLowerCase()];
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? defaultLang;
}

export type LocalizedText = Record<Lang, string>;

/** A stored translation in the asked language, falling back to zh when that one is missing or blank. */
export function localize(text: Partial<LocalizedText>, lang: Lang): string {
  return text[lang] || text.zh || '';
}
