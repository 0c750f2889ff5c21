import { staffPost } from '../../../lib/staff-api';
import type { ActionResult } from './answer-quotation';

/** POST /api/backoffice/quotations/reject (quotations): requested → rejected, the reason shown to the buyer. */
export async function rejectQuotation(quoteNo: string, version: string, reason: string) {
  return staffPost<ActionResult>('/api/backoffice/quotations/reject', { quoteNo, version, reason });
}
