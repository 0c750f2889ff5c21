/** docs/quotations-api.md: the states of a quotation, in the order the filter offers them. */
export const QUOTATION_STATUSES = ['requested', 'quoted', 'accepted', 'expired', 'rejected', 'withdrawn'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export interface QuotationSummary {
  quoteNo: string;
  status: QuotationStatus;
  createdAt: string;
  lineCount: number;
  firstLineName: string;
  /** Yuan; null until staff have quoted. */
  totalAmount: number | null;
  /** YYYY-MM-DD, the last day it may be accepted; null until quoted. */
  validUntil: string | null;
}

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

export interface QuotationDetail extends QuotationSummary {
  institution: string;
  deliveryCity: string;
  wantedDate: string;
  invoice: { type: 'none' | 'ordinary' | 'special'; title?: string };
  note: string;
  staffNote: string;
  lines: QuotationLine[];
  goodsAmount: number | null;
  shippingAmount: number | null;
  quotedAt: string | null;
  /** The order an acceptance created. */
  orderNo: string | null;
  canAccept: boolean;
}

/** What accepting answers: the order, as order creation answers it. */
export interface AcceptedOrder {
  orderNo: string;
  status: string;
  payAmount: number;
  payDeadline: string | null;
}
