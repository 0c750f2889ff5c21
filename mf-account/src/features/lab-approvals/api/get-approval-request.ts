import { getOrNull } from '../../../lib/get-or-null';
import type { ApprovalDetail } from './approval-types';

/** GET /api/approval-requests/:id: the request; null when the caller may not read it (404). */
export const getApprovalRequest = (id: number, signal?: AbortSignal) => getOrNull<ApprovalDetail>(`/api/approval-requests/${id}`, {}, signal);
