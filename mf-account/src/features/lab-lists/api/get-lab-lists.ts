import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabListSummary } from './lab-list-types';

/** GET /api/lablists/list: the shopper's lists, most recently changed first. */
export async function getLabLists(): Promise<LabListSummary[]> {
  const body = await apiGet<LabListSummary[]>('/api/lablists/list');
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body;
  return body.data;
}
