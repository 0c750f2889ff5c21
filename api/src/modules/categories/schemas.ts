import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { productCardSchema } from '../products/product-card';

/** A category as the shop sees it: `name` in the request's language, `parentId` 0 for a top category. */
export const categorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  sort: z.number().int(),
});
export const categoryWithChildrenSchema = categorySchema.extend({ children: z.array(categorySchema) });

export type Category = z.infer<typeof categorySchema>;
export type CategoryWithChildren = z.infer<typeof categoryWithChildrenSchema>;

/** These reads take no input; anything sent is a client mistake worth a 400 (unknown fields rejected). */
export const noQuery = z.object({}).strict();

export const topCategoriesResponse = envelopeOf(z.array(categorySchema));
export const categoryTreeResponse = envelopeOf(z.array(categoryWithChildrenSchema));

/** Ids in queries arrive as text; bounded to PostgreSQL's integer so a huge number is a 400, not a 500. */
const MAX_ID = 2_147_483_647;
export const categoryChildrenQuery = z.object({ parentId: z.coerce.number().int().min(0).max(MAX_ID) }).strict();
export const categoryIdQuery = z.object({ categoryId: z.coerce.number().int().min(1).max(MAX_ID) }).strict();
/** POST calls whose input is the query: a body is optional, but one with fields is a client mistake. */
export const noBody = z.object({}).strict().nullish();

export const countedCategorySchema = categorySchema.extend({ productCount: z.number().int() });
export type CountedCategory = z.infer<typeof countedCategorySchema>;

export const categoryChildrenResponse = envelopeOf(z.array(categorySchema));
export const productCategoryResponse = envelopeOf(
  z.object({ category: categorySchema, path: z.array(categorySchema), children: z.array(countedCategorySchema) }),
);
export const categoryGridResponse = envelopeOf(
  z.array(countedCategorySchema.extend({ children: z.array(countedCategorySchema), featured: z.array(productCardSchema) })),
);
export const categoryAllResponse = envelopeOf(
  z.array(
    categorySchema.extend({
      children: z.array(countedCategorySchema),
      brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
);
