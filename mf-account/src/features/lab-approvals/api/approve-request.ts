import type { ApprovalDetail } from './approval-types';
import { postDecision } from './post-decision';

/**
 * POST /api/approval-requests/:id/approve: `expectedTotal` is the total the approver saw. The answer is `ordered`,
 * or `repriced` (prices or stock moved: nothing ordered, approve again); 409 APPROVAL_TOTAL_CHANGED carries the request.
 * `paymentTerms: 'invoice'` puts the order on the group's invoice (TERMS_UNAVAILABLE, TERMS_OVERDUE, CREDIT_LIMIT_EXCEEDED).
 */
export const approveRequest = (id: number, body: { note?: string; expectedTotal: number; paymentTerms?: 'invoice' }): Promise<ApprovalDetail> =>
  postDecision(`/api/approval-requests/${id}/approve`, body);
