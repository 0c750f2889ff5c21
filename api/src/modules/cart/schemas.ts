import { z } from 'zod';

/** Most lines one cart may hold (a 409 beyond); also the most items one batch add may carry. */
export const MAX_CART_LINES = 100;
/** A sanity bound on a requested quantity; the real limit is per SKU (stock, maxPerOrder). */
const MAX_QUANTITY = 100_000;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const quantity = z.number().int().min(1).max(MAX_QUANTITY);
// Query strings carry text: "false" must mean false (z.coerce.boolean would read it as true).
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const noQuery = z.object({}).strict();
/** clear-invalid takes `{}`; a client sending no body at all means the same. */
export const emptyBody = z.object({}).strict().nullish();

export const addBody = z.object({ skuId: z.number().int().min(1).max(2_147_483_647), quantity }).strict();

export const modifyQuery = z
  .object({ id, quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY).optional(), selected: queryBoolean.optional() })
  .strict()
  .refine((q) => q.quantity !== undefined || q.selected !== undefined, { path: ['quantity'] });

export const deleteQuery = z
  .object({
    ids: z
      .string()
      .max(1_100)
      .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .refine((ids) => ids.length <= MAX_CART_LINES, { path: [] }),
  })
  .strict();

export const scenarioQuery = z.object({ scenarioId: id }).strict();

const batchItem = z
  .object({ skuId: z.number().int().min(1).max(2_147_483_647).optional(), skuCode: z.string().trim().min(1).max(40).optional(), quantity })
  .strict()
  // One way of naming the SKU, not both: a pasted code and a picked id could disagree.
  .refine((item) => (item.skuId === undefined) !== (item.skuCode === undefined), { path: ['skuId'] });

export const batchBody = z.object({ items: z.array(batchItem).min(1).max(MAX_CART_LINES) }).strict();
export type BatchItem = z.infer<typeof batchItem>;

export const invalidReasons = ['off_sale', 'out_of_stock', 'insufficient_stock', 'price_changed'] as const;
export type InvalidReason = (typeof invalidReasons)[number];

/** docs/catalog-api.md CartLine: texts in the request's language, money in yuan. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuCode: z.string(),
  spec: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  stock: z.number().int(),
  maxPerOrder: z.number().int(),
  selected: z.boolean(),
  valid: z.boolean(),
  invalidReason: z.enum(invalidReasons).nullable(),
  addedPrice: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const rejectReasons = ['not_found', 'off_sale', 'out_of_stock', 'over_limit', 'cart_full'] as const;
export type RejectReason = (typeof rejectReasons)[number];
export const rejectedSchema = z.object({
  index: z.number().int(),
  skuId: z.number().int().optional(),
  skuCode: z.string().optional(),
  reason: z.enum(rejectReasons),
});
export type Rejected = z.infer<typeof rejectedSchema>;

export const cartResponse = z.object({
  code: z.literal(200),
  message: z.string(),
  success: z.literal(true),
  data: z.array(cartLineSchema),
});
/** -1007: done, except the items listed in `rejected` (DESIGN §5); HTTP 200 all the same. */
export const partialResponse = z.object({
  code: z.literal(-1007),
  message: z.string(),
  success: z.literal(true),
  data: z.object({ cart: z.array(cartLineSchema), rejected: z.array(rejectedSchema) }),
});
export const batchResponse = z.union([cartResponse, partialResponse]);
