import { z } from 'zod';
import { stockReasons } from '../../db/schema/stock';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedText, pagedOf, paging, queryId, version, yuan } from './schemas';

/** The largest single adjustment: a typo of a few extra digits is refused rather than booked. */
const MAX_DELTA = 1_000_000;
const emptyAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema.nullable());

/** The SKU's fields that the catalogue file carries too: its import checks each row with these same schemas. */
export const skuFileFields = {
  /** Stored upper case: the cart's "add by code" finds it however a researcher types it. */
  code: z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9._/-]{0,39}$/),
  spec: localizedText(200),
  packageSize: z.string().trim().min(1).max(40),
  purity: emptyAsNull(z.string().trim().min(1).max(24)),
  price: yuan,
  marketPrice: yuan.nullable(),
  maxPerOrder: z.number().int().min(1).max(9_999),
  onSale: z.boolean(),
};

export const skuSaveBody = z
  .strictObject({
    id: id.optional(),
    productId: id,
    version: version.optional(),
    ...skuFileFields,
    sort: z.number().int().min(0).max(100_000),
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'] });
export type SkuSaveInput = z.output<typeof skuSaveBody>;

export const stockBody = z.strictObject({
  skuId: id,
  delta: z
    .number()
    .int()
    .min(-MAX_DELTA)
    .max(MAX_DELTA)
    .refine((delta) => delta !== 0),
  reason: z.enum(stockReasons),
  note: z.string().trim().max(200).default(''),
});
export type StockInput = z.output<typeof stockBody>;

export const ledgerQuery = z.strictObject({ skuId: queryId, ...paging });
export type LedgerInput = z.output<typeof ledgerQuery>;

export const skuSaveResponse = envelopeOf(z.object({ id: int, version: z.string() }));
export const stockResponse = envelopeOf(z.object({ stock: int }));
export const ledgerResponse = pagedOf(
  z.object({
    id: int,
    delta: int,
    reason: z.enum(stockReasons),
    note: z.string(),
    stockAfter: int,
    /** null when the staff account has since been deleted. */
    actorAccount: z.string().nullable(),
    createdAt: z.string(),
  }),
);
