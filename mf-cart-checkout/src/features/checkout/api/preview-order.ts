import { apiPost } from '@labmall/shared/api/client';
import type { Pricing } from './checkout-types';

export interface PreviewInput {
  cartLineIds: number[];
  addressId: number | null;
  /** undefined lets the server pick the best coupon; null orders without one. */
  userCouponId?: number | null;
}

/**
 * POST /api/order/preview: the server prices the lines exactly as order creation will (lines that cannot be
 * ordered come back with `problem` set). Keys the caller left undefined are not sent.
 */
export async function previewOrder(input: PreviewInput, signal?: AbortSignal): Promise<Pricing> {
  const body: Record<string, unknown> = { cartLineIds: input.cartLineIds };
  if (input.addressId !== null) body.addressId = input.addressId;
  if (input.userCouponId !== undefined) body.userCouponId = input.userCouponId;
  const envelope = await apiPost<Pricing>('/api/order/preview', body, { signal });
  return envelope.data;
}
