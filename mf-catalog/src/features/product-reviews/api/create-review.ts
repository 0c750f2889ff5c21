import { apiPost } from '@labmall/shared/api/lazy-client';
import type { Review } from './review-types';

export interface ReviewInput {
  productId: number;
  rating: number;
  content: string;
}

/**
 * POST /api/productcomment/comment (signed in). The server refuses with 403 when the shopper has not bought
 * the product, 409 for a second review and 429 past five reviews an hour; its message says which.
 */
export async function createReview(input: ReviewInput): Promise<Review> {
  const body = await apiPost<Review>('/api/productcomment/comment', input);
  return body.data;
}
