import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabList } from './lab-list-types';

/** POST /api/lablists/line/remove `{ listId, lineId }`: answers the whole list. */
export async function removeLabListLine(listId: number, lineId: number): Promise<LabList> {
  const body = await apiPost<LabList>('/api/lablists/line/remove', { listId, lineId });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
