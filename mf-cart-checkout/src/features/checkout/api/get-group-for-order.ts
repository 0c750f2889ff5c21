import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { GroupForOrder } from './lab-group-types';

/** GET /api/lab-groups/:id: of the group's detail, the budgets, shared address and over-budget rule an order needs. */
export async function getGroupForOrder(id: number): Promise<GroupForOrder> {
  const body = await apiGet<GroupForOrder>(`/api/lab-groups/${id}`);
  if (body.code !== CODE_OK || !Array.isArray(body.data?.budgets)) throw body;
  return body.data;
}
