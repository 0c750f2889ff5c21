import { staffPost } from '../../../lib/staff-api';
import type { ActionResult } from './order-types';

/** POST /api/backoffice/orders/confirm-transfer (orders): the bank transfer arrived, unpaid → paid at the version read. */
export async function confirmTransfer(input: { orderNo: string; version: string }) {
  return staffPost<ActionResult>('/api/backoffice/orders/confirm-transfer', input);
}
