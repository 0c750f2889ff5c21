import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedOut, localizedText, version } from '../backoffice-catalogue/schemas';

/** A help group's name in links and seeds: lowercase letters, digits and dashes (as an article's URL name), ≤ 32. */
export const helpCategorySlug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);

/** A new help group, or an edit at the version read; its name in all four languages (the help home shows each). */
export const helpCategorySaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    slug: helpCategorySlug,
    name: localizedText(60),
    sort: int.min(0).max(100_000),
  })
  .refine((b) => (b.id === undefined) === (b.version === undefined), { path: ['version'] });
export type HelpCategorySaveInput = z.output<typeof helpCategorySaveBody>;

/** The groups in the help home's order, each with its questions (published or not): those block a delete. */
export const helpCategoriesResponse = envelopeOf(
  z.array(z.object({ id: int, version: z.string(), slug: z.string(), name: localizedOut, sort: int, questionCount: int })),
);
