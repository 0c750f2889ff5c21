import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { skuSchema } from '../products/response-schemas';

const int = z.number().int();

/** This read takes no input; anything sent is a client mistake worth a 400 (unknown fields rejected). */
export const noQuery = z.object({}).strict();
/** Bounded to PostgreSQL's integer so a huge id is a 400, not a 500. */
export const scenarioIdQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
/** The input is the query: a body is optional, but one with fields is a client mistake. */
export const noBody = z.object({}).strict().nullish();

/** A bundle as the list shows it: `price` is the whole bundle (each SKU's price × its quantity). */
export const scenarioSummarySchema = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  itemCount: int,
  price: z.number(),
  /** Every item can be bought now: SKU and product on sale, stock for the bundle's quantity. */
  inStock: z.boolean(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

export const scenarioDetailSchema = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number(),
  items: z.array(
    z.object({
      quantity: int,
      sku: skuSchema,
      product: z.object({ id: int, name: z.string(), image: z.string(), brand: z.object({ id: int, name: z.string() }) }),
    }),
  ),
});
export type ScenarioDetail = z.infer<typeof scenarioDetailSchema>;

export const scenarioListResponse = envelopeOf(z.array(scenarioSummarySchema));
export const scenarioDetailResponse = envelopeOf(scenarioDetailSchema);
