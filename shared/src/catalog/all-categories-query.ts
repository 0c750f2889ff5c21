import type { Query } from '@labmall/shared/data/query';
import { apiGet } from '@labmall/shared/api/lazy-client';
import type { CategoryNode } from '@labmall/shared/store/slices/product-slice';

/**
 * GET /api/productcategory/all/category: the 14 top categories with their sub-categories, localized. The
 * shell's menu and the catalogue's category tree show the same answer, so they share one query (and the
 * server loads it once for both).
 */
export const allCategoriesQuery: Query<CategoryNode[]> = {
  key: 'all-categories',
  async load(signal) {
    const body = await apiGet<CategoryNode[]>('/api/productcategory/all/category', undefined, { signal });
    return Array.isArray(body.data) ? body.data : [];
  },
};
