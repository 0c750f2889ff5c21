import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { ApprovalDetail } from './approval-types';

/** POSTs one of the request's decisions and answers the Detail; a refused body or HTTP error rejects (see refusal.ts). */
export async function postDecision(url: string, body?: unknown): Promise<ApprovalDetail> {
  const envelope = await apiPost<ApprovalDetail>(url, body);
  if (envelope?.code !== CODE_OK) throw envelope;
  return envelope.data;
}
