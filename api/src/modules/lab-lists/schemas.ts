import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { productCardSchema } from '../products/product-card';

/** Bounds (docs/lab-lists-api.md): a 409 labListLimit beyond the first three, a 400 beyond the last two. */
export const MAX_LISTS = 50;
export const MAX_LIST_LINES = 200;
export const MAX_FAVOURITES = 500;
/** The cart's own sanity bound on one quantity (cart/schemas.ts); real limits are per SKU. */
export const MAX_QUANTITY = 100_000;
/** An import file: at most this many bytes, and as many data rows as a list may hold. */
export const MAX_IMPORT_BYTES = 512 * 1024;

const MAX_ID = 2_147_483_647;
const id = z.number().int().min(1).max(MAX_ID);
const queryId = z.coerce.number().int().min(1).max(MAX_ID);
const quantity = z.number().int().min(1).max(MAX_QUANTITY);
export const listName = z.string().trim().min(1).max(60);

export const noQuery = z.object({}).strict();
export const idQuery = z.object({ id: queryId }).strict();
export const pageQuery = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();
/** `productIds=1,2,3`: the cards on one screen (at most 100), for the hearts' state. */
export const checkQuery = z
  .object({
    productIds: z
      .string()
      .max(1_100)
      .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .refine((ids) => ids.length <= 100 && ids.every((n) => n <= MAX_ID), { path: [] }),
  })
  .strict();

export const productBody = z.object({ productId: id }).strict();
export const createBody = z
  .object({ name: listName, items: z.array(z.object({ skuId: id, quantity }).strict()).max(MAX_LIST_LINES).default([]) })
  .strict();
export const renameBody = z.object({ id, name: listName }).strict();
export const lineAddBody = z.object({ listId: id, skuId: id, quantity }).strict();
export const lineUpdateBody = z.object({ listId: id, lineId: id, quantity }).strict();
export const lineRemoveBody = z.object({ listId: id, lineId: id }).strict();

const int = z.number().int();

export const listSummarySchema = z.object({ id: int, name: z.string(), lineCount: int, updatedAt: z.string() });
export type ListSummary = z.infer<typeof listSummarySchema>;

/** Whether the line could go into a cart now, at its quantity: the cart's own rules, read ahead. */
export const lineStates = ['available', 'short_of_stock', 'out_of_stock', 'off_sale'] as const;
export const listLineSchema = z.object({
  id: int,
  skuId: int,
  skuCode: z.string(),
  productId: int,
  name: z.string(),
  spec: z.string(),
  image: z.string(),
  price: z.number(),
  stock: int,
  quantity: int,
  state: z.enum(lineStates),
});
export type ListLine = z.infer<typeof listLineSchema>;
export const listDetailSchema = z.object({ id: int, name: z.string(), updatedAt: z.string(), lines: z.array(listLineSchema) });
export type ListDetail = z.infer<typeof listDetailSchema>;

/** One list line after "add all to cart": `added` of `requested` went in; `status` says why not all. */
export const cartOutcomes = ['added', 'short_of_stock', 'out_of_stock', 'off_sale', 'cart_full'] as const;
export type CartOutcome = (typeof cartOutcomes)[number];
export const cartReportLineSchema = z.object({
  lineId: int,
  skuId: int,
  skuCode: z.string(),
  name: z.string(),
  requested: int,
  added: int,
  status: z.enum(cartOutcomes),
});
export type CartReportLine = z.infer<typeof cartReportLineSchema>;

export const importErrorCodes = ['missing_sku', 'unknown_sku', 'bad_quantity', 'duplicate', 'too_many_rows', 'no_rows', 'list_full'] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];
/** A bad row of an import: its line number in the file (1 = the first line, header included). */
export type ImportError = { line: number; code: ImportErrorCode; message: string; value?: string };

export const favouritesPageResponse = envelopeOf(
  z.object({
    items: z.array(z.object({ addedAt: z.string(), product: productCardSchema })),
    total: int,
    page: int,
    pageSize: int,
  }),
);
export const favouriteResponse = envelopeOf(z.object({ productId: int, favourited: z.boolean() }));
export const checkResponse = envelopeOf(z.object({ favourited: z.array(int) }));
export const listsResponse = envelopeOf(z.array(listSummarySchema));
export const detailResponse = envelopeOf(listDetailSchema);
export const deletedResponse = envelopeOf(z.object({ id: int }));
/** "Add all to cart": 200 when every line went in whole, else -1007 (DESIGN §5) with the same report. */
export const addToCartResponse = z.object({
  code: z.union([z.literal(200), z.literal(-1007)]),
  message: z.string(),
  data: z.object({ lines: z.array(cartReportLineSchema) }),
});

/** Import target: `name` makes a new list, `listId` adds to one of the caller's lists; exactly one of them. */
export const importQuery = z
  .object({ name: listName.optional(), listId: queryId.optional() })
  .strict()
  .refine((q) => (q.name === undefined) !== (q.listId === undefined), { path: ['name'] });
