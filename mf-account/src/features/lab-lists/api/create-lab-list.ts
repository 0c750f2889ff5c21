import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabList } from './lab-list-types';

/** POST /api/lablists/create `{ name }`: a new, empty list. */
export async function createLabList(name: string): Promise<LabList> {
  const body = await apiPost<LabList>('/api/lablists/create', { name });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
