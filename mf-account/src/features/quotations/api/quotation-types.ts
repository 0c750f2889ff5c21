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
  /** The product's regulated class (docs/regulated-chemicals.md), null when it is not regulated. */
  regulatedClass?: RegulatedClass | null;
}

export type RegulatedClass = 'precursor' | 'explosive_precursor' | 'highly_toxic';

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

/** A group acceptance the group's rules hold: a request to its approvers instead of an order (docs/lab-groups.md). */
export interface SentForApproval {
  orderNo: null;
  status: 'approval';
  payAmount: number;
  payDeadline: null;
  approvalRequest: { id: number; status: string; total: number; reasons: string[] };
}

export type AcceptAnswer = AcceptedOrder | SentForApproval;

/** POST /api/quotation/accept's body: the address, and for a group order the group and budget (both or neither). */
export interface AcceptInput {
  addressId: number;
  labGroupId?: number;
  budgetId?: number;
  /** Required (10–500 characters) when a line is a regulated chemical. */
  endUse?: string;
}
