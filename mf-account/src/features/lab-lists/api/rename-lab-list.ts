import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabList } from './lab-list-types';

/** POST /api/lablists/rename `{ id, name }`. */
export async function renameLabList(id: number, name: string): Promise<LabList> {
  const body = await apiPost<LabList>('/api/lablists/rename', { id, name });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
