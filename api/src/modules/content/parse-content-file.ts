import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { contentSections } from '../../db/schema/content';
import { languages, type Lang } from '../../i18n/language';

const lang = z.enum(languages);
const localized = z.partialRecord(lang, z.string().trim().min(1).max(300));
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,118}$/, 'lower-case letters, digits and dashes');
/** A path inside the imported folder, relative to the Markdown file (never `..` out of it). */
const relativePath = z.string().min(1).max(200).refine((p) => !p.split(/[\\/]/).includes('..') && !p.startsWith('/'), 'a path inside the folder');

/** The front matter staff write at the top of each Markdown file (docs/content-api.md "Content files"). */
export const frontMatter = z
  .object({
    slug,
    section: z.enum(contentSections),
    languages: z.array(lang).min(1),
    title: localized,
    summary: localized,
    author: z.string().max(120).default(''),
    date: z.union([z.string(), z.date()]).transform((value, ctx) => {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) ctx.addIssue({ code: 'custom', message: 'a date such as 2026-03-01' });
      return date;
    }),
    tags: z.partialRecord(lang, z.array(z.string().trim().min(1).max(40)).max(10)).default({}),
    format: z.enum(['markdown', 'html']).default('markdown'),
    products: z.array(z.number().int().positive()).max(12).default([]),
    related: z.array(slug).max(12).default([]),
    cover: relativePath.optional(),
    files: z.array(z.object({ path: relativePath, name: z.string().trim().min(1).max(200) }).strict()).max(20).default([]),
    video: z.object({ path: relativePath, captions: z.partialRecord(lang, relativePath).default({}) }).strict().optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatter>;
export type ParsedContent = FrontMatter & { body: Partial<Record<Lang, string>> };

export class ContentFileError extends Error {}

const MARKER = /^<!--\s*lang:\s*([a-z]{2})\s*-->\s*$/gm;

/**
 * One content file: YAML front matter between `---` lines, then one body per language, each introduced by
 * `<!-- lang: xx -->`. Every language named in `languages` must have a title, a summary and a body.
 */
export function parseContentFile(text: string, where: string): ParsedContent {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new ContentFileError(`${where}: no front matter (start the file with a --- line)`);
  const parsed = frontMatter.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ContentFileError(`${where}: ${problems.join('; ')}`);
  }
  const body: Partial<Record<Lang, string>> = {};
  const markers = [...match[2]!.matchAll(MARKER)];
  markers.forEach((marker, index) => {
    const code = lang.safeParse(marker[1]);
    if (!code.success) throw new ContentFileError(`${where}: unknown language marker "${marker[1]}"`);
    const end = markers[index + 1]?.index ?? match[2]!.length;
    body[code.data] = match[2]!.slice(marker.index + marker[0].length, end).trim();
  });
  for (const code of parsed.data.languages) {
    const missing = [!parsed.data.title[code] && 'title', !parsed.data.summary[code] && 'summary', !body[code] && 'body'].filter(Boolean);
    if (missing.length) throw new ContentFileError(`${where}: language ${code} has no ${missing.join(', ')}`);
  }
  return { ...parsed.data, body };
}
