import type { ApprovalDetail } from './approval-types';
import { postDecision } from './post-decision';

/** POST /api/approval-requests/:id/cancel (the requester): the request ends, its reservation released. */
export const cancelRequest = (id: number): Promise<ApprovalDetail> => postDecision(`/api/approval-requests/${id}/cancel`);
