import { isAxiosError } from 'axios';
import { apiPost } from '@labmall/shared/api/client';
import { trackBusinessEventOnce } from '@labmall/shared/analytics/business-events';
import { groupRefusalOf, type GroupRefusal } from '../lib/group-refusal';
import { regulatedRefusalOf, type RegulatedRefusal } from '../lib/regulated-refusal';
import { termsRefusalOf, type TermsRefusal } from '../lib/terms-refusal';
import type { Invoice, LineProblem, Pricing } from './checkout-types';

export interface CreateOrderBody {
  cartLineIds: number[];
  addressId: number;
  invoice: Invoice;
  note: string;
  userCouponId: number | null;
  /** The payable amount the shopper saw; the server refuses (409 priceChanged) when its own differs. */
  expectedPayAmount: number;
  /** A group order names the group and one of its budgets (both or neither). */
  labGroupId?: number;
  budgetId?: number;
  /** Only with a regulated chemical among the lines: what it is for, 10–500 characters. */
  endUse?: string;
  /** A group order on the group's payment terms: it ships before it is paid (by bank transfer, by the due date). */
  paymentTerms?: 'invoice';
}

export interface CreatedOrder {
  orderNo: string;
  status: string;
  payAmount: number;
  payDeadline: string | null;
}

export type CreateOutcome =
  | { kind: 'created'; order: CreatedOrder }
  | { kind: 'priceChanged'; pricing: Pricing; message: string }
  | { kind: 'lineUnavailable'; lines: { skuId: number; problem: LineProblem }[]; message: string }
  | { kind: 'conflict'; message: string }
  | ({ kind: 'groupRefused' } & GroupRefusal)
  | { kind: 'regulatedRefused'; refusal: RegulatedRefusal }
  | { kind: 'termsRefused'; refusal: TermsRefusal };

/**
 * The 409 envelope carries no machine-readable reason, only a localized message and `data`: a Pricing for
 * priceChanged, `{ lines }` for lineUnavailable, nothing for couponUnavailable. Told apart by that shape.
 */
export function conflictOf(error: unknown): Extract<CreateOutcome, { kind: 'priceChanged' | 'lineUnavailable' | 'conflict' }> | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as { message?: string; data?: unknown } | undefined;
  const message = body?.message ?? '';
  const data = body?.data as Partial<Pricing> | null | undefined;
  if (data && typeof data.payAmount === 'number' && Array.isArray(data.lines)) {
    return { kind: 'priceChanged', pricing: data as Pricing, message };
  }
  if (data && Array.isArray(data.lines)) {
    return { kind: 'lineUnavailable', lines: data.lines as { skuId: number; problem: LineProblem }[], message };
  }
  return { kind: 'conflict', message };
}

/**
 * POST /api/order/create with the Idempotency-Key header: the same key and body give the same order, so a
 * retry after a lost answer can never order twice. 409s come back as outcomes; anything else rejects.
 */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreateOutcome> {
  try {
    const envelope = await apiPost<CreatedOrder>('/api/order/create', body, { headers: { 'Idempotency-Key': idempotencyKey } });
    // Once per order: a retry with the same key answers the same order.
    trackBusinessEventOnce(envelope.data.orderNo, 'order_placed', { orderNo: envelope.data.orderNo, payAmount: envelope.data.payAmount });
    return { kind: 'created', order: envelope.data };
  } catch (error) {
    // Named by data.reason (409, or 403 for approval): checked before the shapes of the other 409s.
    const refusal = groupRefusalOf(error);
    if (refusal) return { kind: 'groupRefused', ...refusal };
    const regulated = regulatedRefusalOf(error);
    if (regulated) return { kind: 'regulatedRefused', refusal: regulated };
    const terms = termsRefusalOf(error);
    if (terms) return { kind: 'termsRefused', refusal: terms };
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw error;
  }
}
