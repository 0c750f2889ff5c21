import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Pricing } from './checkout-types';
import type { QuotationSource } from '../lib/quotation-source';

/** POST /api/order/preview for the lines: their names, specs and list prices, as the catalogue has them now. */
export async function previewLines(source: QuotationSource, signal?: AbortSignal): Promise<Pricing> {
  const body = await apiPost<Pricing>('/api/order/preview', { ...source, userCouponId: null }, { signal });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}

export interface QuotationRequest {
  institution: string;
  deliveryCity: string;
  wantedDate: string;
  invoice: unknown;
  note: string;
}

/** POST /api/quotation/create (docs/quotations-api.md): answers the new quotation, status requested. */
export async function requestQuotation(source: QuotationSource, request: QuotationRequest): Promise<{ quoteNo: string }> {
  const body = await apiPost<{ quoteNo: string }>('/api/quotation/create', { ...source, ...request });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
