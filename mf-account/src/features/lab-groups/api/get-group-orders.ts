import { getPage } from '../../../lib/page';
import type { GroupOrder } from './lab-group-types';

/** GET /api/lab-groups/:id/orders?page= (owner/finance/approver): the group's orders, newest first. */
export const getGroupOrders = (groupId: number, page: number, signal?: AbortSignal) =>
  getPage<GroupOrder>(`/api/lab-groups/${groupId}/orders`, { page }, signal);
