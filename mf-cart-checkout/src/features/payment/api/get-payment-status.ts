import { apiClient } from '@labmall/shared/api/client';
import { CODE_OK, type ApiEnvelope } from '@labmall/shared/api/envelope';
import type { PaymentStatus } from './payment-types';

export interface StatusAnswer {
  status: PaymentStatus;
  /** Server clock minus this device's (ms), from the Date header: countdowns follow the server's time. */
  clockOffset: number;
}

/** GET /api/payment/status: the order's state as the server knows it (the only status pages show). */
export async function getPaymentStatus(orderNo: string, signal?: AbortSignal): Promise<StatusAnswer> {
  const response = await apiClient.get<ApiEnvelope<PaymentStatus>>('/api/payment/status', { params: { orderNo }, signal });
  // A 401 body resolves (spec §8) once the login dialog is open: no status to show.
  if (response.data.code !== CODE_OK) throw response.data;
  const date = Date.parse(String(response.headers?.date ?? ''));
  return { status: response.data.data, clockOffset: Number.isNaN(date) ? 0 : date - Date.now() };
}
