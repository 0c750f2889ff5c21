import { apiPost } from '@labmall/shared/api/lazy-client';
import type { Localized } from '../../../lib/localized';

/** POST /api/backoffice/catalogue/categories/save (catalogue): creates (last among its siblings) or renames a category. */
export async function saveCategory(input: { id?: number; parentId: number | null; icon: string; name: Localized }) {
  return (await apiPost<unknown>('/api/backoffice/catalogue/categories/save', input)).data;
}
