import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import type { ProductStatus } from '../../db/schema/products';
import { id, int, localizedOut } from './schemas';

/**
 * The most "bought together" products one product may list. The product page shows every one it gets, as a grid
 * (mf-catalog's product-recommendations); the spec sets no number, and 12 fills three rows of that grid.
 */
export const MAX_RELATED = 12;

export const relatedSaveBody = z.strictObject({
  productId: id,
  /** The list's `version` as the product record answered it (a token of the list read, not a time). */
  version: z.string().min(1).max(64),
  /** In display order, replacing the whole list; [] clears it. */
  relatedIds: z
    .array(id)
    .max(MAX_RELATED)
    .refine((ids) => new Set(ids).size === ids.length, { params: { rule: 'duplicate' } }),
});
export type RelatedSaveInput = z.output<typeof relatedSaveBody>;

export const relatedProduct = z.object({
  id: int,
  name: localizedOut,
  // Not product-schemas' productStatuses: that file reads this one (the record carries the list).
  status: z.enum(['on_sale', 'off_sale'] as const satisfies readonly ProductStatus[]),
  /** Its main picture (the 960 px URL), or null. */
  image: z.string().nullable(),
});
/** A product's "bought together" list as the editor reads it: the products in order and the list's version. */
export const relatedList = z.object({ version: z.string(), items: z.array(relatedProduct) });
export type RelatedList = z.infer<typeof relatedList>;

export const relatedSaveResponse = envelopeOf(relatedList);
