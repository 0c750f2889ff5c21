import { staffPost } from '../../../lib/staff-api';
import type { ActionResult } from './order-types';

/** POST /api/backoffice/orders/refund (orders): a paid, shipped or completed order refunded in full at the version read. */
export async function refundOrder(input: { orderNo: string; version: string }) {
  return staffPost<ActionResult>('/api/backoffice/orders/refund', input);
}
