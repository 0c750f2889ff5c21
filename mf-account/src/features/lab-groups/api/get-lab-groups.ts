import type { LabGroupSummary } from './lab-group-types';
import { send } from './request';

/** GET /api/lab-groups: the groups the shopper belongs to, with their roles in each. */
export async function getLabGroups(): Promise<LabGroupSummary[]> {
  const data = await send<{ items: LabGroupSummary[] }>('get', '/api/lab-groups');
  if (!Array.isArray(data?.items)) throw new Error('no items');
  return data.items;
}
