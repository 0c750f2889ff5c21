import { apiGet } from '@labmall/shared/api/lazy-client';
import type { ReviewPage } from './review-types';

export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/productcomment/list: one page of a product's reviews, newest first. */
export async function getReviews(productId: number, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  const body = await apiGet<ReviewPage>(
    '/api/productcomment/list',
    { productId, page, pageSize: REVIEWS_PAGE_SIZE },
    signal ? { signal } : undefined,
  );
  return body.data;
}
