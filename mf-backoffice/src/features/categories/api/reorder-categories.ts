import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/catalogue/categories/reorder (catalogue): the new order of one parent's children, every id once. */
export async function reorderCategories(parentId: number | null, ids: number[]) {
  return (await apiPost<unknown>('/api/backoffice/catalogue/categories/reorder', { parentId, ids })).data;
}
