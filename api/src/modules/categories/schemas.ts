import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

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
