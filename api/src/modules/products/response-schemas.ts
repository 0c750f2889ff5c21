import { z } from 'zod';
import { regulatedClasses } from '../../db/schema/regulated-chemicals';
import { envelopeOf } from '../../lib/envelope';
import { categorySchema } from '../categories/schemas';
import { productSafetySchema } from '../product-safety/schemas';
import { productCardSchema } from './product-card';

const int = z.number().int();
const idName = z.object({ id: int, name: z.string() });

export const skuSchema = z.object({
  id: int,
  code: z.string(),
  spec: z.string(),
  packageSize: z.string(),
  purity: z.string().nullable(),
  price: z.number(),
  marketPrice: z.number().nullable(),
  stock: int,
  maxPerOrder: int,
  onSale: z.boolean(),
});
export type Sku = z.infer<typeof skuSchema>;

export const productDetailSchema = z.object({
  id: int,
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  brand: idName.extend({ country: z.string() }),
  category: categorySchema,
  topCategory: categorySchema,
  casNumber: z.string().nullable(),
  formula: z.string().nullable(),
  /** precursor | explosive_precursor | highly_toxic, or null (docs/regulated-chemicals.md). */
  regulatedClass: z.enum(regulatedClasses).nullable(),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  sales: int,
  rating: z.object({ average: z.number(), count: int }),
  skus: z.array(skuSchema),
  ...productSafetySchema.shape,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: int, page: int, pageSize: int });

export const productPageSchema = pageOf(productCardSchema).extend({
  facets: z.object({
    brands: z.array(idName.extend({ count: int })),
    price: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const matchKinds = ['name', 'sku', 'cas', 'formula', 'brand'] as const;
export type MatchKind = (typeof matchKinds)[number];

export const suggestionsSchema = z.object({
  products: z.array(
    z.object({ id: int, name: z.string(), image: z.string(), match: z.enum(matchKinds), skuCode: z.string().optional() }),
  ),
  categories: z.array(categorySchema),
  brands: z.array(idName),
  /** A keyword that is a lot number offers its certificate of analysis (product-safety). */
  certificates: z.array(z.object({ lotNumber: z.string(), productName: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const rankingSchema = z.array(z.object({ category: categorySchema, items: z.array(productCardSchema) }));
export type Ranking = z.infer<typeof rankingSchema>;

export const productPageResponse = envelopeOf(productPageSchema);
export const productDetailResponse = envelopeOf(productDetailSchema);
export const cardListResponse = envelopeOf(z.array(productCardSchema));
export const cardPageResponse = envelopeOf(pageOf(productCardSchema));
export const suggestionsResponse = envelopeOf(suggestionsSchema);
export const rankingResponse = envelopeOf(rankingSchema);

/** -1007 (DESIGN §5): recorded, except for ids that name no product; still HTTP 200. */
export const exposuresResponse = z.union([
  z.object({ code: z.literal(200), message: z.string(), data: z.object({ recorded: int }) }),
  z.object({ code: z.literal(-1007), message: z.string(), data: z.object({ recorded: int, unknownIds: z.array(int) }) }),
]);
