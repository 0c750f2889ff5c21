import { staffPost } from '../../../lib/staff-api';
import type { ActionResult } from './answer-quotation';

/** POST /api/backoffice/quotations/withdraw (quotations): quoted → withdrawn before the buyer accepts, with the reason. */
export async function withdrawQuotation(quoteNo: string, version: string, reason: string) {
  return staffPost<ActionResult>('/api/backoffice/quotations/withdraw', { quoteNo, version, reason });
}
