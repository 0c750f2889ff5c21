import { getPage } from '../../../lib/page';
import type { ApprovalBox, ApprovalSummary } from './approval-types';

export const APPROVALS_PAGE_SIZE = 20;

/** GET /api/approval-requests?box=&page=&pageSize=: the caller's own requests, or those waiting for their decision. */
export const getApprovalRequests = (box: ApprovalBox, page: number, signal?: AbortSignal) =>
  getPage<ApprovalSummary>('/api/approval-requests', { box, page, pageSize: APPROVALS_PAGE_SIZE }, signal);
