import { apiGet } from '@labmall/shared/api/client';
import type { CategoryNode } from '@labmall/shared/store/slices/product-slice';

/** GET /api/productcategory/all/category: the 14 top categories with their sub-categories, localized. */
export async function getAllCategories(): Promise<CategoryNode[]> {
  const body = await apiGet<CategoryNode[]>('/api/productcategory/all/category');
  return Array.isArray(body.data) ? body.data : [];
}
