import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/catalogue/categories/delete (catalogue): 409 categoryInUse while it has products or children. */
export async function deleteCategory(id: number) {
  return staffPost<unknown>('/api/backoffice/catalogue/categories/delete', { id });
}
