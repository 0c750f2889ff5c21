import { z } from 'zod';
import { articleStatuses, contentSections } from '../../db/schema/content';
import { languages, type Lang } from '../../i18n/language';
import { envelopeOf } from '../../lib/envelope';
import { id, int, pagedOf, paging, queryId, version } from '../backoffice-catalogue/schemas';

/** As staff see it: a published article whose time has not come is `scheduled`. */
export const articleStates = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ArticleState = (typeof articleStates)[number];
export const articleSorts = ['publishedAt', 'updatedAt', 'id'] as const;
const lang = z.enum(languages);

/** A text in up to four languages: a missing or blank one is simply not written yet (the shop shows zh instead). */
export const partialText = (max: number) =>
  z.strictObject(Object.fromEntries(languages.map((l) => [l, z.string().trim().max(max).optional()])) as Record<Lang, z.ZodOptional<z.ZodString>>);

export const articleListQuery = z.strictObject({
  ...paging,
  sort: z.enum(articleSorts).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  section: z.enum(contentSections).optional(),
  state: z.enum(articleStates).optional(),
  /** Articles not yet written in this language (title or body missing). */
  missing: lang.optional(),
});
export type ArticleListInput = z.output<typeof articleListQuery>;
export const articleQuery = z.strictObject({ id: queryId });

const slug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,118}$/);
export const articleSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    slug,
    section: z.enum(contentSections),
    title: partialText(200),
    summary: partialText(500),
    /** The rich-text editor's HTML per language; sanitised on the server before it is stored. */
    body: partialText(200_000),
    author: z.string().trim().max(120).default(''),
    tags: z.partialRecord(lang, z.array(z.string().trim().min(1).max(40)).max(12)).default({}),
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'] })
  .refine((body) => Boolean(body.title.zh), { path: ['title', 'zh'], message: 'The Chinese title is required (other languages fall back to it)' });
export type ArticleSaveInput = z.output<typeof articleSaveBody>;

/** publish: now, or at `publishAt` (a scheduled publication); unpublish: back to draft; archive: withdrawn. */
export const articleStatusBody = z.strictObject({
  id,
  version,
  status: z.enum(articleStatuses),
  publishAt: z.iso.datetime({ offset: true }).optional(),
});
export const articleRefBody = z.strictObject({ id, version });

const fileOut = z.object({ id: int, kind: z.string(), name: z.string(), mimeType: z.string(), size: int, url: z.string() });
export type ContentFileOut = z.output<typeof fileOut>;
const localizedOut = z.partialRecord(lang, z.string());
export const articleListItem = z.object({
  id: int, slug: z.string(), section: z.string(), title: z.string(), state: z.enum(articleStates),
  publishedAt: z.string(), updatedAt: z.string(), missing: z.array(lang),
});
export const articleListResponse = pagedOf(articleListItem);
export const articleRecord = z.object({
  id: int, version: z.string(), slug: z.string(), section: z.enum(contentSections), status: z.enum(articleStatuses), state: z.enum(articleStates),
  title: localizedOut, summary: localizedOut, body: localizedOut, bodyFormat: z.string(), author: z.string(),
  tags: z.partialRecord(lang, z.array(z.string())), publishedAt: z.string(), missing: z.array(lang),
  files: z.array(fileOut), cover: fileOut.nullable(), video: fileOut.nullable(),
  /** The video's caption tracks, one per language at most. */
  captions: z.array(z.object({ lang, file: fileOut })),
});
export type ArticleRecord = z.output<typeof articleRecord>;
export const articleResponse = envelopeOf(articleRecord);
export const savedResponse = envelopeOf(z.object({ id: int, version: z.string() }));
export const fileResponse = envelopeOf(fileOut);
