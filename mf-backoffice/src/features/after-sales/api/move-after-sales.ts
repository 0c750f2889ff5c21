import { staffPost } from '../../../lib/staff-api';
import type { AfterSalesStatus } from './get-after-sales-list';

/**
 * POST /api/backoffice/support/after-sales/move (support): to one of the allowed statuses at the version read, with
 * a note the shopper reads. 409 afterSalesTransition (not allowed from its status) or staleRecord (moved meanwhile).
 */
export async function moveAfterSales(requestNo: string, version: string, status: AfterSalesStatus, note: string) {
  return staffPost<{ requestNo: string; status: AfterSalesStatus; version: string }>('/api/backoffice/support/after-sales/move', { requestNo, version, status, note });
}
