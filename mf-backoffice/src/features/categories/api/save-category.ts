import { staffPost } from '../../../lib/staff-api';
import type { Localized } from '../../../lib/localized';

/** POST /api/backoffice/catalogue/categories/save (catalogue): creates (last among its siblings) or renames a category. */
export async function saveCategory(input: { id?: number; parentId: number | null; icon: string; name: Localized }) {
  return staffPost<unknown>('/api/backoffice/catalogue/categories/save', input);
}
