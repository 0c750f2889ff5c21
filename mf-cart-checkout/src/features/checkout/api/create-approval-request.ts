import { isAxiosError } from 'axios';
import { apiPost } from '@labmall/shared/api/client';
import { regulatedRefusalOf } from '../lib/regulated-refusal';
import type { Invoice } from './checkout-types';
import { conflictOf, type CreateOutcome } from './create-order';

export interface ApprovalRequestBody {
  cartLineIds: number[];
  budgetId: number;
  addressId: number;
  invoice: Invoice;
  /** For the approver, 0–200 characters. */
  note: string;
  /** The amount the shopper saw (without a coupon: coupons are personal); the server refuses (409 priceChanged) when its own differs. */
  expectedPayAmount: number;
  /** Only with a regulated chemical among the lines: what it is for, 10–500 characters (checked again at the approval). */
  endUse?: string;
}

export interface SentRequest {
  id: number;
  status: string;
  total: number;
  reasons: string[];
}

export type ApprovalOutcome =
  | { kind: 'sent'; request: SentRequest }
  /** No rule holds the order: it is placed directly. */
  | { kind: 'notNeeded' }
  | { kind: 'budgetExceeded'; remaining: number | null; message: string }
  | Exclude<CreateOutcome, { kind: 'created' } | { kind: 'groupRefused' } | { kind: 'termsRefused' }>;

const reasonOf = (error: unknown) =>
  isAxiosError(error) ? (error.response?.data as { data?: { reason?: unknown; remaining?: unknown } | null } | undefined)?.data : undefined;

/**
 * POST /api/lab-groups/:id/approval-requests with the Idempotency-Key header (as order/create): the same key and body
 * answer the same request, so a retry after a lost answer never sends it twice. 409s come back as outcomes.
 */
export async function createApprovalRequest(groupId: number, body: ApprovalRequestBody, idempotencyKey: string): Promise<ApprovalOutcome> {
  try {
    const envelope = await apiPost<SentRequest>(`/api/lab-groups/${groupId}/approval-requests`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { kind: 'sent', request: envelope.data };
  } catch (error) {
    const data = reasonOf(error);
    if (data?.reason === 'APPROVAL_NOT_NEEDED') return { kind: 'notNeeded' };
    if (data?.reason === 'BUDGET_EXCEEDED') {
      const message = (isAxiosError(error) && (error.response?.data as { message?: string } | undefined)?.message) || '';
      return { kind: 'budgetExceeded', remaining: typeof data.remaining === 'number' ? data.remaining : null, message };
    }
    const regulated = regulatedRefusalOf(error);
    if (regulated) return { kind: 'regulatedRefused', refusal: regulated };
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw error;
  }
}
