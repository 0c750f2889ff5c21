/** The shapes of the approvals API (/work/approvals-contract.md, api/src/modules/lab-group-approvals): amounts in yuan, ISO dates. */
export const APPROVAL_REASONS = ['requester', 'above_amount', 'hazardous', 'over_budget'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];
export type ApprovalStatus = 'pending' | 'repriced' | 'ordered' | 'rejected' | 'cancelled';
export type ApprovalBox = 'toDecide' | 'mine';

export interface ApprovalSummary {
  id: number;
  group: { id: number; name: string };
  budget: { id: number; code: string };
  requester: { id: number; name: string };
  status: ApprovalStatus;
  reasons: ApprovalReason[];
  total: number;
  lineCount: number;
  createdAt: string;
  decidedAt: string | null;
}

export interface ApprovalLine {
  productId: number;
  skuId: number;
  name: string;
  spec: string;
  image: string;
  quantity: number;
  unitPrice: number;
  hazardous: boolean;
}

export interface ApprovalDifference {
  skuId: number;
  name: string;
  quantity: number;
  oldUnitPrice: number;
  newUnitPrice: number | null;
  stock: number | null;
  problem: string | null;
}

/** The address snapshot and invoice as the order will take them (the address book's and the checkout's shapes). */
export interface ApprovalAddress {
  receiver?: string;
  mobile?: string;
  province?: string;
  city?: string;
  district?: string;
  detail?: string;
  postcode?: string;
}

export type ApprovalInvoice = { type: 'none' | 'ordinary' | 'special'; title?: string; taxNumber?: string } | null;

export interface ApprovalDetail extends ApprovalSummary {
  address: ApprovalAddress | null;
  invoice: ApprovalInvoice;
  note: string;
  decisionNote: string | null;
  decidedBy: { id: number; name: string } | null;
  lines: ApprovalLine[];
  differences: ApprovalDifference[] | null;
  orderNo: string | null;
  budgetRemaining: number;
  canDecide: boolean;
  canCancel: boolean;
}
