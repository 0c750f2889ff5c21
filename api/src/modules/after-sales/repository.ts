import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterSalesRequests, type AfterSalesStatus } from '../../db/schema/after-sales';
import { orderItems, orders, purchasedStatuses } from '../../db/schema/orders';
import { uploadedFiles } from '../../db/schema/uploads';
import type { Db } from '../../db/types';

export const openStatuses: AfterSalesStatus[] = ['submitted', 'reviewing', 'approved'];

/** After-sales requests and the order facts their rules need. Pass the transaction's `tx` inside one. */
export function createAfterSalesRepository(db: Db) {
  return {
    /** The user's order with this number (another user's is simply not found), locked when `lock`. */
    async ownOrder(userId: number, orderNo: string, lock = false) {
      const query = db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The lines of one order, or of several (a user's request list names the items of many orders). */
    lines: (orderId: number | number[]) =>
      Array.isArray(orderId) && orderId.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: orderItems.id, productId: orderItems.productId, name: orderItems.name, spec: orderItems.spec, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice })
            .from(orderItems)
            .where(Array.isArray(orderId) ? inArray(orderItems.orderId, orderId) : eq(orderItems.orderId, orderId))
            .orderBy(asc(orderItems.id)),

    /** The user's orders that may have after-sales, newest first. */
    eligibleOrders: (userId: number, limit: number) =>
      db
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, payAmount: orders.payAmount, createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, purchasedStatuses)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit),

    requestsOfOrder: (orderId: number) =>
      db.select().from(afterSalesRequests).where(eq(afterSalesRequests.orderId, orderId)).orderBy(desc(afterSalesRequests.id)),

    requestsOfUser: (userId: number, limit: number) =>
      db
        .select({ request: afterSalesRequests, orderNo: orders.orderNo })
        .from(afterSalesRequests)
        .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
        .where(eq(afterSalesRequests.userId, userId))
        .orderBy(desc(afterSalesRequests.id))
        .limit(limit),

    photos: (requestIds: number[]) =>
      requestIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: uploadedFiles.id, ownerId: uploadedFiles.ownerId, fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, size: uploadedFiles.size })
            .from(uploadedFiles)
            .where(and(eq(uploadedFiles.ownerKind, 'after_sales'), inArray(uploadedFiles.ownerId, requestIds)))
            .orderBy(asc(uploadedFiles.createdAt)),

    async countOfOrder(orderId: number) {
      const [row] = await db.select({ n: count() }).from(afterSalesRequests).where(eq(afterSalesRequests.orderId, orderId));
      return Number(row?.n ?? 0);
    },

    insert: (values: typeof afterSalesRequests.$inferInsert) => db.insert(afterSalesRequests).values(values).returning(),
  };
}
