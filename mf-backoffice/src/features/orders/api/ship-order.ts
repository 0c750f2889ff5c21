import { staffPost } from '../../../lib/staff-api';
import type { ActionResult, Carrier } from './order-types';

/** POST /api/backoffice/orders/ship (orders): paid → shipped at the version read; lots are taken oldest first. */
export async function shipOrder(input: { orderNo: string; version: string; carrier: Carrier; trackingNo: string }) {
  return staffPost<ActionResult>('/api/backoffice/orders/ship', input);
}
