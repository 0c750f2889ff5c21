import { apiPost } from '@labmall/shared/api/lazy-client';
import type { AfterSalesRequest } from './after-sales-types';

/** POST /api/aftersales/requests (multipart: orderNo, items, type, reason, description, photos). */
export async function createRequest(data: FormData): Promise<AfterSalesRequest> {
  return (await apiPost<AfterSalesRequest>('/api/aftersales/requests', data)).data;
}
