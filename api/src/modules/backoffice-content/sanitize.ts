import type { BodyFormat } from '../../db/schema/content';
import type { Lang } from '../../i18n/language';
import { renderBody } from '../content/render-body';

/**
 * The rich-text editor's HTML, sanitised exactly as an imported article's body is (content/render-body.ts, the
 * one policy): scripts, styles, event handlers and javascript: addresses never reach the database. The study
 * zone sanitises again when it sends a body out, so an older row is safe too.
 */
export function sanitizeBodies(body: Partial<Record<Lang, string>>): Partial<Record<Lang, string>> {
  const clean: Partial<Record<Lang, string>> = {};
  for (const [lang, html] of Object.entries(body) as Array<[Lang, string | undefined]>) {
    const safe = html ? renderBody(html, 'html').trim() : '';
    if (safe) clean[lang] = safe;
  }
  return clean;
}

/** Drops blank translations, so "not written in this language" is one thing (missing), never an empty string. */
export function withoutBlanks(text: Partial<Record<Lang, string | undefined>>): Partial<Record<Lang, string>> {
  return Object.fromEntries(Object.entries(text).filter((entry): entry is [Lang, string] => Boolean(entry[1]?.trim())));
}

/** Stored bodies as the editor takes them: HTML, sanitised (an imported Markdown body rendered first). */
export function renderBodies(body: Partial<Record<Lang, string>>, format: BodyFormat): Partial<Record<Lang, string>> {
  return Object.fromEntries(Object.entries(body).map(([lang, text]) => [lang, renderBody(text ?? '', format)]));
}
