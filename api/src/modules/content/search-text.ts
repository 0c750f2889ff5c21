import type { LocalizedTags } from '../../db/schema/content';
import { languages, type LocalizedText } from '../../i18n/language';

/**
 * `content_articles.search_text`: titles, summaries and tags in every language and the author, lower-cased,
 * each once. The same idea as the catalogue's `products.search_text`: one trigram index serves a keyword
 * typed in any of the four languages.
 */
export function buildContentSearchText(source: { title: Partial<LocalizedText>; summary: Partial<LocalizedText>; tags: LocalizedTags; author: string }): string {
  const parts = [
    ...languages.map((lang) => source.title[lang]),
    ...languages.map((lang) => source.summary[lang]),
    ...languages.flatMap((lang) => source.tags[lang] ?? []),
    source.author,
  ];
  const words = parts.map((part) => (part ?? '').trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean);
  return [...new Set(words)].join(' ');
}
