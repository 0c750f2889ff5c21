import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/catalogue/categories/reorder (catalogue): the new order of one parent's children, every id once. */
export async function reorderCategories(parentId: number | null, ids: number[]) {
  return staffPost<unknown>('/api/backoffice/catalogue/categories/reorder', { parentId, ids });
}
