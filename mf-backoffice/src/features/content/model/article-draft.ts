import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';
import type { ArticleRecord, PartialText } from '../api/get-article';
import type { ArticleInput } from '../api/save-article';

/** What the editor holds: every language's texts as strings ('' = not written yet), tags as typed. */
export interface ArticleDraft {
  slug: string;
  section: string;
  author: string;
  title: Record<ContentLanguage, string>;
  summary: Record<ContentLanguage, string>;
  body: Record<ContentLanguage, string>;
  tags: Record<ContentLanguage, string>;
}

const all = (text: PartialText | undefined): Record<ContentLanguage, string> =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, text?.[l] ?? ''])) as Record<ContentLanguage, string>;

export const emptyDraft = (): ArticleDraft => ({ slug: '', section: 'guide', author: '', title: all({}), summary: all({}), body: all({}), tags: all({}) });

export const draftOf = (record: ArticleRecord): ArticleDraft => ({
  slug: record.slug, section: record.section, author: record.author,
  title: all(record.title), summary: all(record.summary), body: all(record.body),
  tags: all(Object.fromEntries(Object.entries(record.tags).map(([l, list]) => [l, (list ?? []).join(', ')]))),
});

/** An editor body with no text and no picture is empty (contentEditable leaves `<br>` or `<p></p>` behind). */
export const isBlankHtml = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/** Languages whose title or body is still blank: the tabs mark them, as the server's `missing` does. */
export const missingIn = (draft: ArticleDraft): ContentLanguage[] =>
  CONTENT_LANGUAGES.filter((l) => !draft.title[l].trim() || isBlankHtml(draft.body[l]));

/** The save call's body: blank languages left out, tags split on commas (either width). */
export function inputOf(draft: ArticleDraft, saved?: { id: number; version: string }): ArticleInput {
  const written = (text: Record<ContentLanguage, string>, blank = (v: string) => !v.trim()) =>
    Object.fromEntries(CONTENT_LANGUAGES.filter((l) => !blank(text[l])).map((l) => [l, text[l].trim()])) as PartialText;
  const tags = Object.fromEntries(CONTENT_LANGUAGES
    .map((l) => [l, draft.tags[l].split(/[,，]/).map((tag) => tag.trim()).filter(Boolean)] as const)
    .filter(([, list]) => list.length > 0));
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    slug: draft.slug.trim(), section: draft.section, author: draft.author.trim(),
    title: written(draft.title), summary: written(draft.summary), body: written(draft.body, isBlankHtml), tags,
  };
}
