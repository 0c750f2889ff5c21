import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { MyLabGroup } from './lab-group-types';

/** GET /api/lab-groups: the shopper's lab groups with their roles in each. */
export async function getMyLabGroups(): Promise<MyLabGroup[]> {
  const body = await apiGet<{ items: MyLabGroup[] }>('/api/lab-groups');
  if (body.code !== CODE_OK || !Array.isArray(body.data?.items)) throw body;
  return body.data.items;
}
