import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabList } from './lab-list-types';

/** POST /api/lablists/line/update `{ listId, lineId, quantity }`: answers the whole list. */
export async function updateLabListLine(listId: number, lineId: number, quantity: number): Promise<LabList> {
  const body = await apiPost<LabList>('/api/lablists/line/update', { listId, lineId, quantity });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
