import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { invalidateCatalogue } from '../../lib/response-cache';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import type { SignedInUser } from '../auth/session-repository';
import { maskAuthorName } from './author-name';
import { createReviewRepository, type StoredReview } from './repository';
import type { Review, ReviewInput } from './schemas';

export const REVIEWS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const toReview = (row: StoredReview): Review => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

const tooManyReviews = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'tooManyReviews', { retryAfter: seconds }, { 'retry-after': String(seconds) });
};

/**
 * Product reviews: anyone reads them; only a buyer of the product writes one, once, and at most five an
 * hour (counted in the throttle store, so every replica shares the count when Redis is configured).
 */
export function createReviewService(db: Db, throttle: ThrottleStore) {
  const reviews = createReviewRepository(db);
  return {
    async list(productId: number, page: number, pageSize: number) {
      if (!(await reviews.productExists(productId))) throw notFound();
      const { items, total } = await reviews.page(productId, page, pageSize);
      return { items: items.map(toReview), total, page, pageSize };
    },

    async create(user: SignedInUser, input: ReviewInput): Promise<Review> {
      if (!(await reviews.productExists(input.productId))) throw notFound();
      if (!(await reviews.hasPurchased(user.id, input.productId))) throw new AppError(403, 'reviewNotPurchased');
      const row = await db.transaction(async (tx) => {
        const locked = createReviewRepository(tx);
        await locked.lockUser(user.id);
        if (await locked.hasReviewed(user.id, input.productId)) throw new AppError(409, 'reviewExists');
        // Only a review about to be stored counts, so refused attempts do not use up the hour's allowance.
        const { count, retryAfterMs } = await throttle.hit(`review:user:${user.id}`, HOUR_MS);
        if (count > REVIEWS_PER_HOUR) throw tooManyReviews(retryAfterMs);
        return locked.insert({ ...input, userId: user.id, authorName: maskAuthorName(user.nickname) });
      });
      // The product's rating (detail page) is catalogue data kept in the response caches.
      invalidateCatalogue();
      return toReview(row);
    },
  };
}
