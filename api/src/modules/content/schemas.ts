import { z } from 'zod';
import { contentSections } from '../../db/schema/content';
import { envelopeOf } from '../../lib/envelope';
import { languages } from '../../i18n/language';

const MAX_ID = 2_147_483_647;
const queryId = z.coerce.number().int().min(1).max(MAX_ID);
const section = z.enum(contentSections);

export const listQuery = z
  .object({
    section,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    // A blank keyword (an emptied search box) is no keyword.
    keyword: z.string().trim().max(100).optional().transform((keyword) => keyword || undefined),
  })
  .strict();

/** `section` is the page's: an article asked for under another section's page is a 404 (one URL per article). */
export const detailSections = [...contentSections, 'ecmt'] as const;
export type DetailSection = (typeof detailSections)[number];
/** `ecmt` is the ECMTDetail page's: an event notice or a past glory. */
export const detailQuery = z.object({ id: queryId, section: z.enum(detailSections) }).strict();
export const fileParams = z.object({ id: queryId }).strict();
/** `k`: the file's key (content_files.access_key), which opens a file whose article is not published. */
export const fileQuery = z.object({ k: z.string().max(64).optional() }).strict();
export const readBody = z.object({ id: z.number().int().min(1).max(MAX_ID) }).strict();

const fileInfo = z.object({ id: z.number(), name: z.string(), mimeType: z.string(), size: z.number(), url: z.string() });
const link = z.object({ id: z.number(), title: z.string() });

export const articleCard = z.object({
  id: z.number(),
  section,
  contentType: z.number(),
  ecmtType: z.number().nullable(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  cover: z.string().nullable(),
  hasVideo: z.boolean(),
  publishedAt: z.string(),
  files: z.array(fileInfo),
});

export const articleDetail = articleCard.extend({
  bodyHtml: z.string(),
  languages: z.array(z.enum(languages)),
  updatedAt: z.string(),
  video: z
    .object({ url: z.string(), mimeType: z.string(), captions: z.array(z.object({ lang: z.enum(languages), url: z.string() })) })
    .nullable(),
  relatedProducts: z.array(z.object({ id: z.number(), name: z.string(), image: z.string().nullable() })),
  relatedArticles: z.array(link.extend({ section })),
  previous: link.nullable(),
  next: link.nullable(),
});

export const listResponse = envelopeOf(z.object({ items: z.array(articleCard), total: z.number(), page: z.number(), pageSize: z.number() }));
export const detailResponse = envelopeOf(articleDetail);
export const readResponse = envelopeOf(z.object({ recorded: z.boolean(), pointsAwarded: z.number().int() }));

export type ArticleCard = z.infer<typeof articleCard>;
export type ArticleDetail = z.infer<typeof articleDetail>;
