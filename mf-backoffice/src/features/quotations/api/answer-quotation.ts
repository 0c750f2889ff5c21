import { staffPost } from '../../../lib/staff-api';
import type { QuotationStatus } from './get-quotations';

/** The answer as the API takes it: the answer file of `npm run quotes -- answer` (docs/quotations-api.md). */
export interface AnswerInput {
  lines: Array<{ sku: string; unitPrice: number }>;
  shipping: number;
  validUntil: string;
  note: string;
}

export type ActionResult = { quoteNo: string; status: QuotationStatus; version: string };

/** POST /api/backoffice/quotations/answer (quotations): requested → quoted; 409 when it changed since `version`. */
export async function answerQuotation(quoteNo: string, version: string, answer: AnswerInput) {
  return staffPost<ActionResult>('/api/backoffice/quotations/answer', { quoteNo, version, ...answer });
}
