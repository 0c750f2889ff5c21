import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { MethodInfo } from './payment-types';

const KNOWN = new Set(['alipay', 'wechat', 'unionpay', 'bank_transfer']);

/** GET /api/payment/methods: what the shop offers, in its order. Methods this page cannot show are left out. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<MethodInfo[]> {
  const body = await apiGet<MethodInfo[]>('/api/payment/methods', undefined, { signal });
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body;
  return body.data.filter((info) => KNOWN.has(info.method));
}
