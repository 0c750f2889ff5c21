import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/catalogue/categories/delete (catalogue): 409 categoryInUse while it has products or children. */
export async function deleteCategory(id: number) {
  return (await apiPost<unknown>('/api/backoffice/catalogue/categories/delete', { id })).data;
}
