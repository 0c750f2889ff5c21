import { staffPost } from '../../../lib/staff-api';
import type { ActionResult } from './order-types';

/** POST /api/backoffice/orders/cancel (orders): an unpaid order cancelled at the version read; its stock returns. */
export async function cancelOrder(input: { orderNo: string; version: string }) {
  return staffPost<ActionResult>('/api/backoffice/orders/cancel', input);
}
