import type { OrderTerms } from '@labmall/shared/account/order-terms-types';

/** The console's order shapes (docs/backoffice-api.md, "Orders"). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const INVOICE_TYPES = ['none', 'ordinary', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** The carriers the server takes (api/src/modules/orders/carriers.ts); their names are common.carriers.<code>. */
export const CARRIERS = ['sf', 'jd', 'ems', 'zto', 'yto', 'sto', 'yunda', 'deppon'] as const;
export type Carrier = (typeof CARRIERS)[number];
export type StaffOrderAction = 'ship' | 'cancel' | 'refund' | 'confirmTransfer';

/** A group order's group and budget (docs/lab-groups.md); null on a personal order. */
export interface LabGroupTag { id: number; name: string; institution: string; budgetId: number | null; budgetCode: string | null }
/** The classes of regulated chemicals (docs/regulated-chemicals.md); their names are backoffice.regulatedClass.<class>. */
export type RegulatedClass = 'precursor' | 'explosive_precursor' | 'highly_toxic';

export interface OrderRow {
  orderNo: string;
  status: OrderStatus;
  createdAt: string;
  payAmount: number;
  paymentMethod: string | null;
  buyerAccount: string;
  institution: string;
  invoiceType: InvoiceType;
  itemCount: number;
  labGroup: LabGroupTag | null;
}

export interface TimelineEntry { kind: string; at: string; actor: string; staff: string | null; reason: string | null }

export interface OrderLine {
  skuId: number;
  skuCode: string;
  name: string;
  spec: string;
  unitPrice: number;
  quantity: number;
  amount: number;
  lots: Array<{ lotNumber: string; quantity: number; certificateUrl: string }>;
  /** The product's class now; null when not regulated. */
  regulatedClass: RegulatedClass | null;
}


/** A term order's standing (pay on invoice); null on other orders. */
export type { OrderTerms };

export interface StaffOrder {
  orderNo: string;
  status: OrderStatus;
  version: string;
  createdAt: string;
  payAmount: number;
  goodsAmount: number;
  reductionAmount: number;
  couponAmount: number;
  shippingAmount: number;
  paymentMethod: string | null;
  note: string;
  items: OrderLine[];
  labGroup: LabGroupTag | null;
  /** The buyer's end-use declaration, made for an order holding a regulated product. */
  endUse: string | null;
  address: { receiver: string; mobile: string; province: string; city: string; district: string; detail: string; postcode: string };
  invoice: Record<string, string>;
  buyer: { account: string; nickname: string; institution: string; laboratory: string; mobile: string; contactEmail: string };
  payments: Array<{ paymentNo: string; method: string; amount: number; status: string; createdAt: string; succeededAt: string | null }>;
  shipment: { carrier: string | null; trackingNo: string | null } | null;
  terms?: OrderTerms | null;
  timeline: TimelineEntry[];
  actions: StaffOrderAction[];
}

/** What an action answers: the order's new status and version, and whether it had already been done (a repeat). */
export interface ActionResult { orderNo: string; status: OrderStatus; version: string; replayed: boolean }
