import type { Address } from '@labmall/shared/account/address-types';
import type { OrderTerms } from '@labmall/shared/account/order-terms-types';
import type { OrderStatus } from '../../../lib/order-status';

export type { OrderTerms };

/** Shapes of docs/checkout-api.md "Orders" (api/src/modules/orders/response-schemas.ts): yuan, ISO times. */

export type OrderAction = 'pay' | 'cancel' | 'confirmReceipt' | 'buyAgain' | 'afterSales';
export type PaymentMethod = 'alipay' | 'wechat' | 'unionpay' | 'bank_transfer';

/** One line of an order (docs/checkout-api.md "OrderLine"), as the server priced it. */
export interface OrderItem {
  productId: number;
  skuId: number;
  skuCode: string;
  name: string;
  spec: string;
  image: string;
  unitPrice: number;
  listPrice: number | null;
  quantity: number;
  amount: number;
  /** Order detail only: the lots (batches) this line shipped from, each with its CoA PDF (docs/safety-documents-api.md). */
  lots?: Array<{ lotNumber: string; quantity: number; certificateUrl: string }>;
}

export interface OrderSummary {
  orderNo: string;
  status: OrderStatus;
  createdAt: string;
  /** Only while unpaid. */
  payDeadline: string | null;
  payAmount: number;
  /** The total quantity of all lines. */
  itemCount: number;
  paymentMethod: PaymentMethod | null;
  /** How many lines the order has; `lines` holds the first three of them (the detail's `items`, all of them). */
  lineCount: number;
  lines: OrderItem[];
  /** What the order's status allows now, as the server says (it still refuses, 409, what has changed since). */
  actions: OrderAction[];
  /** A group order's group and the budget it is paid from (docs/lab-groups.md); null or absent for a personal order. */
  labGroup?: { id: number; name: string; budgetId: number | null; budgetCode: string | null } | null;
  /**
   * A group order placed on invoice (docs/lab-groups.md "Pay on invoice (terms)"): due by `dueAt`, paid once its bank
   * transfer is confirmed, overdue when unpaid past its due date. It may ship before it is paid. null for other orders.
   */
  terms?: OrderTerms | null;
}

/** The address as it was copied onto the order (later edits to the address book do not change it). */
export type OrderAddress = Omit<Address, 'id' | 'isDefault'>;

export type OrderInvoice =
  | { type: 'none' }
  | { type: 'ordinary'; title: string; taxNumber: string }
  | { type: 'special'; title: string; taxNumber: string; bank: string; bankAccount: string; registeredAddress: string; registeredPhone: string };

export interface TimelineEvent {
  /** null for the order's creation. */
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  reason: string | null;
  at: string;
}

export interface OrderDetail extends OrderSummary {
  items: OrderItem[];
  goodsAmount: number;
  reductionAmount: number;
  couponAmount: number;
  shippingAmount: number;
  address: OrderAddress;
  invoice: OrderInvoice;
  note: string;
  pointsEarned: number;
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  closeReason: string | null;
  /** The carrier (a code, e.g. sf) and tracking number staff shipped it with; null before it ships. */
  shipment: { carrier: string | null; trackingNo: string | null } | null;
  timeline: TimelineEvent[];
}


/** A colleague's order as the group's owner, finance or approver reads it: read-only (no actions), with its buyer. */
export interface GroupOrderDetail extends OrderDetail {
  buyerId: number;
  buyerName: string;
}
