import type { PaymentMethod } from '../../db/schema/orders';

export type BankAccount = { accountName: string; bank: string; accountNumber: string; branch: string; demo: boolean };

/**
 * The account shoppers transfer to. A demonstration account (`demo: true`): the details look like a real
 * company's corporate account but belong to no one; a deployment replaces them with its own.
 */
export const bankAccount: BankAccount = {
  accountName: '上海蓝电实验科技有限公司（演示）',
  bank: '中国工商银行',
  accountNumber: '1001 2345 0901 6688 123',
  branch: '上海张江高科技园区支行',
  demo: true,
};

export type MethodInfo = { method: PaymentMethod; kind: 'gateway' | 'bank'; sandbox: boolean; bankAccount: BankAccount | null };

/** The methods offered, in the order the payment page lists them. The gateways are the sandbox's. */
export const paymentMethods: MethodInfo[] = [
  { method: 'alipay', kind: 'gateway', sandbox: true, bankAccount: null },
  { method: 'wechat', kind: 'gateway', sandbox: true, bankAccount: null },
  { method: 'unionpay', kind: 'gateway', sandbox: true, bankAccount: null },
  { method: 'bank_transfer', kind: 'bank', sandbox: false, bankAccount },
];

export const gatewayMethods = ['alipay', 'wechat', 'unionpay'] as const satisfies readonly PaymentMethod[];
export const methodNames = ['alipay', 'wechat', 'unionpay', 'bank_transfer'] as const satisfies readonly PaymentMethod[];
