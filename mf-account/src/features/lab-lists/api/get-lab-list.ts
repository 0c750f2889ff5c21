import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabList } from './lab-list-types';

/** GET /api/lablists/detail?id=…: one of the shopper's lists with its lines (someone else's is a 404). */
export async function getLabList(id: number): Promise<LabList> {
  const body = await apiGet<LabList>('/api/lablists/detail', { id });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
