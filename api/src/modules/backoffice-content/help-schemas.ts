import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedText, pagedOf, paging, queryId, version } from '../backoffice-catalogue/schemas';

const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
const text = z.object({ zh: z.string(), en: z.string(), ja: z.string(), ko: z.string() });

export const helpListQuery = z.strictObject({
  ...paging,
  categoryId: queryId.optional(),
  published: queryBoolean.optional(),
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
});
export type HelpListInput = z.output<typeof helpListQuery>;
export const helpQuery = z.strictObject({ id: queryId });

/** Help answers are plain text (paragraphs split by blank lines; the help centre never renders HTML): all four languages. */
export const helpSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    categoryId: id,
    title: localizedText(200),
    answer: localizedText(10_000),
    popular: z.boolean(),
    published: z.boolean(),
    sort: int.min(0).max(100_000),
  })
  .refine((b) => (b.id === undefined) === (b.version === undefined), { path: ['version'] });
export type HelpSaveInput = z.output<typeof helpSaveBody>;

export const helpRecord = z.object({
  id: int, version: z.string(), categoryId: int, title: text, answer: text, popular: z.boolean(), published: z.boolean(), sort: int,
});
export const helpListResponse = pagedOf(helpRecord.omit({ answer: true }));
export const helpResponse = envelopeOf(helpRecord);

/** The company pages the console edits (the storefront's /content/pages/:slug). */
export const pageSlugs = ['about-us', 'about-app', 'privacy', 'registration-agreement'] as const;
export const pageQuery = z.strictObject({ slug: z.enum(pageSlugs) });
export const pageSaveBody = z.strictObject({
  slug: z.enum(pageSlugs),
  version,
  title: localizedText(200),
  lead: localizedText(2_000),
  /** Plain-text sections: a heading and paragraphs split by blank lines, as the page shows them. */
  sections: z.array(z.strictObject({ heading: localizedText(200), body: localizedText(20_000) })).min(1).max(40),
  revised: z.iso.date(),
});
export type PageSaveInput = z.output<typeof pageSaveBody>;
export const pageRecord = z.object({
  slug: z.string(), version: z.string(), title: text, lead: text, sections: z.array(z.object({ heading: text, body: text })), revised: z.string(),
});
export const pageResponse = envelopeOf(pageRecord);
export const pagesResponse = envelopeOf(z.array(z.object({ slug: z.string(), title: z.string(), version: z.string(), revised: z.string() })));
