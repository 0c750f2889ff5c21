import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The translation files the browser fetches (`/i18n/{code}.json`), read for server rendering and re-read when
 * they change. The same object is returned while the file is unchanged (the renderer caches per object).
 */
export function createTranslations(i18nDir: string) {
  const cache = new Map<string, { mtimeMs: number; texts: Record<string, unknown> }>();
  return function translations(language: { code: string }): Record<string, unknown> {
    const file = path.join(i18nDir, `${language.code}.json`);
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    const known = cache.get(language.code);
    if (known?.mtimeMs === mtimeMs) return known.texts;
    const texts = mtimeMs < 0 ? {} : (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    cache.set(language.code, { mtimeMs, texts });
    return texts;
  };
}
