import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK, type ApiEnvelope } from '@labmall/shared/api/envelope';
import type { CreatedPayment, PaymentMethod } from './payment-types';

/**
 * POST /api/payment/create: a gateway answers with its hosted page (`payUrl`), a bank transfer with the shop's
 * account and the reference to quote. Refusals (order no longer unpaid, …) reject with the localized envelope.
 */
export async function createPayment(input: { orderNo: string; method: PaymentMethod }): Promise<CreatedPayment> {
  const body = await apiPost<CreatedPayment, ApiEnvelope<CreatedPayment>>('/api/payment/create', input);
  if (body.code !== CODE_OK) throw body;
  return body.data;
}
