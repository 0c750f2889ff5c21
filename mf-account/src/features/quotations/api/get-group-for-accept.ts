import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { GroupAddress, GroupForAccept } from './lab-group-types';

/** GET /api/lab-groups/:id: of the group's detail, the budgets an acceptance can be charged to. */
export async function getGroupForAccept(id: number): Promise<GroupForAccept> {
  const body = await apiGet<GroupForAccept>(`/api/lab-groups/${id}`);
  if (body.code !== CODE_OK || !Array.isArray(body.data?.budgets)) throw body;
  return body.data;
}

/** GET /api/lab-groups/:id/addresses: the group's shared delivery addresses, usable for its orders only. */
export async function getGroupAddresses(id: number): Promise<GroupAddress[]> {
  const body = await apiGet<{ items: GroupAddress[] }>(`/api/lab-groups/${id}/addresses`);
  if (body.code !== CODE_OK || !Array.isArray(body.data?.items)) throw body;
  return body.data.items;
}
