import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { staffAuditLog } from '../../db/schema/staff';
import type { Db } from '../../db/types';
import { versionOf } from '../backoffice-catalogue/version';

/** The audit actions of order writes (order-actions.ts); the timeline names the staff member behind each move. */
export const orderAuditActions = {
  ship: 'order.ship',
  cancel: 'order.cancel',
  refund: 'order.refund',
  confirmTransfer: 'order.confirm_transfer',
} as const;

/** What the console's order detail reads besides what the shopper's detail reads (orders/repository.ts). */
export function createStaffOrderRepository(db: Db) {
  return {
    async byOrderNo(orderNo: string) {
      const [row] = await db.select({ order: orders, version: versionOf(orders.updatedAt) }).from(orders).where(eq(orders.orderNo, orderNo));
      return row;
    },

    async buyer(userId: number) {
      const [row] = await db
        .select({ account: users.account, nickname: users.nickname, institution: users.institution, laboratory: users.laboratory, mobile: users.mobile, contactEmail: users.contactEmail })
        .from(users)
        .where(eq(users.id, userId));
      return row!;
    },

    payments: (orderId: number) =>
      db
        .select({ paymentNo: payments.paymentNo, method: payments.method, amount: payments.amount, status: payments.status, createdAt: payments.createdAt, succeededAt: payments.succeededAt })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.id)),

    /** Staff writes on the order, oldest first (staff_audit_log_entity_idx). */
    staffWrites: (orderNo: string) =>
      db
        .select({ action: staffAuditLog.action, account: staffAuditLog.actorAccount, after: staffAuditLog.after })
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, orderNo), inArray(staffAuditLog.action, Object.values(orderAuditActions))))
        .orderBy(asc(staffAuditLog.id)),
  };
}
