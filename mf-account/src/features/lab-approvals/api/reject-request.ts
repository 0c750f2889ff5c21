import type { ApprovalDetail } from './approval-types';
import { postDecision } from './post-decision';

/** POST /api/approval-requests/:id/reject with the required note (1–500): the request ends, its reservation released. */
export const rejectRequest = (id: number, note: string): Promise<ApprovalDetail> => postDecision(`/api/approval-requests/${id}/reject`, { note });
