import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Db } from '../../db/types';
import type { SandboxPayment } from './page';

/** What the hosted page shows of a payment. Bank transfers are not the sandbox's: they are not found here. */
export function createSandboxRepository(db: Db) {
  return {
    async findPayment(paymentNo: string): Promise<SandboxPayment | undefined> {
      const [row] = await db
        .select({ paymentNo: payments.paymentNo, method: payments.method, amount: payments.amount, status: payments.status, orderNo: orders.orderNo })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.paymentNo, paymentNo), inArray(payments.method, ['alipay', 'wechat', 'unionpay'])));
      return row as SandboxPayment | undefined;
    },
  };
}
