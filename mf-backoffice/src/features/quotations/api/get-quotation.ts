import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { QuotationStatus } from './get-quotations';

export type QuotationAction = 'answer' | 'reject' | 'withdraw';

export interface QuotationLine {
  skuId: number;
  productId: number;
  skuCode: string;
  name: string;
  spec: string;
  quantity: number;
  listPrice: number;
  unitPrice: number | null;
  amount: number | null;
}

export interface QuotationDetail {
  quoteNo: string;
  status: QuotationStatus;
  createdAt: string;
  /** The version every action sends back: a change meanwhile is refused (409). */
  version: string;
  institution: string;
  deliveryCity: string;
  wantedDate: string;
  invoice: { type: 'none' | 'ordinary' | 'special'; title?: string };
  note: string;
  staffNote: string;
  lines: QuotationLine[];
  goodsAmount: number | null;
  shippingAmount: number | null;
  totalAmount: number | null;
  validUntil: string | null;
  quotedAt: string | null;
  orderNo: string | null;
  buyer: { account: string; nickname: string; institution: string; mobile: string; contactEmail: string };
  history: Array<{ kind: string; at: string; staff: string | null; note: string }>;
  actions: QuotationAction[];
}

/** GET /api/backoffice/quotations/detail (quotations): the request, its buyer, any answer, its history. */
export async function getQuotation(quoteNo: string) {
  return staffGet<QuotationDetail>('/api/backoffice/quotations/detail', { quoteNo });
}

/** `version` changes after an action, so the quotation is asked for again. */
export const useQuotation = (quoteNo: string, version: number) =>
  useRequest(quoteNo ? `backoffice-quotation|${quoteNo}|${version}` : null, () => getQuotation(quoteNo));
