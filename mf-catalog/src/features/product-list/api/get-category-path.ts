import type { Query } from '@labmall/shared/data/query';
import { apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

export interface CategoryItem { id: number; parentId: number; name: string }

/** Where a category sits: its path from the top category down to itself, and its sub-categories. */
export interface CategoryPlace {
  category: CategoryItem;
  path: CategoryItem[];
  children: (CategoryItem & { productCount: number })[];
}

/** POST /api/productcategory/getproductcategory?categoryId= (the id goes in the query, not the body). */
export async function getCategoryPath(categoryId: number, signal?: AbortSignal): Promise<CategoryPlace> {
  const body = await apiPost<CategoryPlace>('/api/productcategory/getproductcategory', undefined, { params: { categoryId }, signal });
  if (body.code !== CODE_OK || !body.data) throw body;
  return { ...body.data, path: body.data.path ?? [], children: body.data.children ?? [] };
}

export const categoryPlaceQuery = (categoryId: number): Query<CategoryPlace> =>
  ({ key: `category-place|${categoryId}`, load: (signal) => getCategoryPath(categoryId, signal) });
