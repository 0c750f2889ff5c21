import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** POST /api/lablists/delete?id=…: the list and its lines. */
export async function deleteLabList(id: number): Promise<void> {
  const body = await apiPost<{ id: number }>('/api/lablists/delete', undefined, { params: { id } });
  if (body.code !== CODE_OK) throw body;
}
