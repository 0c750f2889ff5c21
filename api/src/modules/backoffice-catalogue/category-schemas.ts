import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedOut, localizedText } from './schemas';

/** null for a top category; 0 (the storefront's "top") is taken to mean the same. */
const parentId = z.union([id, z.literal(0), z.null()]).transform((value) => value || null);
const uniqueIds = z
  .array(id)
  .min(1)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, { params: { rule: 'duplicate' } });

export const categorySaveBody = z.strictObject({
  id: id.optional(),
  parentId,
  /** A key the front end maps to its icon set ('' for none). */
  icon: z.string().trim().max(64).regex(/^[a-z0-9-]*$/),
  name: localizedText(200),
});
export type CategorySaveInput = z.output<typeof categorySaveBody>;

export const categoryReorderBody = z.strictObject({ parentId, ids: uniqueIds });
export type CategoryReorderInput = z.output<typeof categoryReorderBody>;

export const categoryDeleteBody = z.strictObject({ id });

type CategoryNode = {
  id: number;
  parentId: number | null;
  sort: number;
  icon: string;
  name: z.infer<typeof localizedOut>;
  productCount: number;
  children: CategoryNode[];
};
const categoryNode: z.ZodType<CategoryNode> = z.object({
  id: int,
  parentId: int.nullable(),
  sort: int,
  icon: z.string(),
  name: localizedOut,
  /** Products filed in it, its sub-categories' included (off sale too). */
  productCount: int,
  get children() {
    return z.array(categoryNode);
  },
});
export type { CategoryNode };

export const categoryTreeResponse = envelopeOf(z.array(categoryNode));
export const categorySaveResponse = envelopeOf(z.object({ id: int }));
