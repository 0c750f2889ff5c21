import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { sanitizeText } from './sanitize-text';

const int = z.number().int();
/** Bounded to PostgreSQL's integer so a huge id is a 400, not a 500. */
const MAX_ID = 2_147_483_647;
export const REVIEW_MAX_LENGTH = 500;

export const reviewListQuery = z
  .object({
    productId: z.coerce.number().int().min(1).max(MAX_ID),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/**
 * The length rule applies to the text as stored: markup and control characters are removed first, so a
 * review of only tags or spaces is a 400 naming `content`, like an empty one.
 */
export const reviewBody = z
  .object({
    productId: int.min(1).max(MAX_ID),
    rating: int.min(1).max(5),
    content: z.string().transform(sanitizeText).pipe(z.string().min(1).max(REVIEW_MAX_LENGTH)),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewBody>;

export const reviewSchema = z.object({
  id: int,
  authorName: z.string(),
  rating: int,
  content: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageResponse = envelopeOf(z.object({ items: z.array(reviewSchema), total: int, page: int, pageSize: int }));
export const reviewResponse = envelopeOf(reviewSchema);
