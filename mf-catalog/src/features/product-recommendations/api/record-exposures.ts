import { apiPost } from '@labmall/shared/api/lazy-client';

/** Where an exposure happened: 1–32 characters of [a-z0-9_-] (docs/catalog-api.md). */
export type ExposureSource = 'product_same' | 'product_like' | 'product_collocation';

/**
 * POST /api/product/batch-add-exposures-record: tells the shop which products a shopper was shown, for its
 * recommendation figures. Unknown ids come back as code -1007, which is fine: nothing to do about them here.
 */
export async function recordExposures(productIds: number[], source: ExposureSource): Promise<void> {
  await apiPost('/api/product/batch-add-exposures-record', { productIds: productIds.slice(0, 100), source });
}
