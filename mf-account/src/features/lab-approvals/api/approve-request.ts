import type { ApprovalDetail } from './approval-types';
import { postDecision } from './post-decision';

/**
 * POST /api/approval-requests/:id/approve: `expectedTotal` is the total the approver saw. The answer is `ordered`,
 * or `repriced` (prices or stock moved: nothing ordered, approve again); 409 APPROVAL_TOTAL_CHANGED carries the request.
 */
export const approveRequest = (id: number, body: { note?: string; expectedTotal: number }): Promise<ApprovalDetail> =>
  postDecision(`/api/approval-requests/${id}/approve`, body);
