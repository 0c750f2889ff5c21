import { z } from 'zod';

/** PostgreSQL's integer: a larger id is a 400, not a database error. */
const MAX_ID = 2_147_483_647;
/** Offsets past this are no shopper's paging, only a way to make the database skip rows for nothing. */
const MAX_PAGE = 10_000;
/** Yuan, two decimals at most (DESIGN §5); far above any price in the shop. */
const money = z.number().min(0).max(100_000_000).multipleOf(0.01);

export const sorts = ['relevance', 'price_asc', 'price_desc', 'sales', 'newest'] as const;
export type ProductSort = (typeof sorts)[number];

// Query values arrive as text: coerced, then held to the same bounds as body numbers.
const queryId = z.coerce.number().int().min(1).max(MAX_ID);
const queryPage = { page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) };
const queryLimit = (fallback: number) => z.coerce.number().int().min(1).max(20).default(fallback);

export const productIdQuery = z.object({ id: queryId }).strict();
export const relatedQuery = z.object({ id: queryId, limit: queryLimit(8) }).strict();
export const pageQuery = z.object(queryPage).strict();
export const rankingQuery = z.object({ categoryId: queryId.optional(), limit: queryLimit(5) }).strict();
export const suggestQuery = z.object({ keyword: z.string().trim().min(1).max(100) }).strict();

/** The list/search body. Brand ids are sorted and deduplicated so equal filters share one cache entry. */
const productPageFields = z
  .object({
    page: z.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    // A blank keyword (an emptied search box) is no keyword.
    keyword: z.string().trim().max(100).optional().transform((keyword) => keyword || undefined),
    categoryId: z.number().int().min(1).max(MAX_ID).optional(),
    brandIds: z
      .array(z.number().int().min(1).max(MAX_ID))
      .max(20)
      .optional()
      .transform((ids) => (ids?.length ? [...new Set(ids)].sort((a, b) => a - b) : undefined)),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    // false means "any stock", the same as leaving it out.
    inStock: z.boolean().optional().transform((inStock) => inStock || undefined),
    sort: z.enum(sorts).optional(),
  })
  .strict()
  .refine((body) => body.minPrice === undefined || body.maxPrice === undefined || body.minPrice <= body.maxPrice, {
    path: ['maxPrice'],
  });
// A POST without a body (absent, or empty with a JSON content type: null) lists the first page, like `{}`.
export const productPageBody = z.preprocess((body) => body ?? {}, productPageFields);
export type ProductPageInput = z.output<typeof productPageBody>;

/** Exposure sources are short machine names chosen by the client (home, search, category_list…). */
export const exposuresBody = z
  .object({
    productIds: z.array(z.number().int().min(1).max(MAX_ID)).min(1).max(100),
    source: z.string().min(1).max(32).regex(/^[a-z0-9_-]+$/),
  })
  .strict();
export type ExposuresInput = z.output<typeof exposuresBody>;
