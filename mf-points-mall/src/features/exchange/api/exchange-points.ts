import { apiPost } from '@labmall/shared/api/lazy-client';

export interface ExchangeInput { productId: number; quantity: number; addressId?: number; note?: string; expectedPoints: number }
export interface ExchangeResult { orderNo: string; status: 'pending' | 'completed'; pointsAmount: number; balance: number; kind: 'physical' | 'coupon' }

/**
 * POST /api/points-mall/exchange with an Idempotency-Key: a retry of the same exchange (a lost answer, a double
 * click) answers the first order again instead of spending twice.
 */
export async function exchangePoints(input: ExchangeInput, idempotencyKey: string): Promise<ExchangeResult> {
  return (await apiPost<ExchangeResult>('/api/points-mall/exchange', input, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** A fresh key per distinct exchange the shopper means (the API accepts 8–64 of A–Z a–z 0–9 _ -). */
export const newIdempotencyKey = () =>
  `pm-${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
