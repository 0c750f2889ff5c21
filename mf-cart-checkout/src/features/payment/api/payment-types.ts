/** Shapes of docs/checkout-api.md "Payment" (amounts in yuan, times ISO strings). */

export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'closed';
export type PaymentMethod = 'alipay' | 'wechat' | 'unionpay' | 'bank_transfer';

export interface PaymentStatus {
  orderNo: string;
  status: OrderStatus;
  payAmount: number;
  paymentMethod: PaymentMethod | null;
  paidAt: string | null;
  payDeadline: string | null;
  /** A term order's due date (pay on invoice); null or absent for other orders. */
  dueAt?: string | null;
}

export interface BankAccount {
  accountName: string;
  bank: string;
  accountNumber: string;
  branch: string;
  /** The shipped demonstration account, which belongs to no one. */
  demo?: boolean;
}

export interface MethodInfo {
  method: PaymentMethod;
  /** A gateway redirects to its hosted page; a bank transfer shows the shop's account. */
  kind: 'gateway' | 'bank';
  /** The built-in sandbox stands in for the real gateway: no real money moves. */
  sandbox: boolean;
}

export type CreatedPayment =
  | { paymentNo: string; method: PaymentMethod; amount: number; payUrl: string }
  | { paymentNo: string; method: 'bank_transfer'; amount: number; bankAccount: BankAccount; reference: string; payDeadline: string | null };
