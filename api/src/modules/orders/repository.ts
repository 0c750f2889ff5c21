import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { userAddresses } from '../../db/schema/addresses';
import { labGroupMembers } from '../../db/schema/lab-groups';
import { orderEvents, orderItems, orders, type OrderAddress } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** A just-created order: what order creation answers with. */
export type PlacedOrder = Pick<typeof orders.$inferSelect, 'id' | 'orderNo' | 'status' | 'payAmount' | 'payDeadline'>;

/** The order reads of the orders module, for one handle (`db`, or a transaction's `tx`). */
export function createOrderRepository(db: Db) {
  return {
    /**
     * The shopper's own address as the copy an order keeps, or undefined when it is not theirs; with `labGroupId`
     * also one of that group's shared addresses when the shopper is a member (as place_order accepts it).
     */
    async ownAddress(userId: number, addressId: number, labGroupId?: number): Promise<OrderAddress | undefined> {
      const own = and(eq(userAddresses.userId, userId), isNull(userAddresses.labGroupId));
      const member = sql`EXISTS (SELECT 1 FROM ${labGroupMembers} m WHERE m.group_id = ${labGroupId ?? null} AND m.user_id = ${userId})`;
      const shared = labGroupId === undefined ? undefined : and(eq(userAddresses.labGroupId, labGroupId), member);
      const [row] = await db
        .select({
          receiver: userAddresses.receiver, mobile: userAddresses.mobile, provinceCode: userAddresses.provinceCode,
          cityCode: userAddresses.cityCode, districtCode: userAddresses.districtCode, province: userAddresses.province,
          city: userAddresses.city, district: userAddresses.district, detail: userAddresses.detail, postcode: userAddresses.postcode,
        })
        .from(userAddresses)
        .where(and(eq(userAddresses.id, addressId), or(own, shared)));
      return row;
    },

    async byId(orderId: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /** The lines of some orders with their product's current first image, in the order they were bought. */
    itemsOf: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              orderId: orderItems.orderId, productId: orderItems.productId, skuId: orderItems.skuId, skuCode: orderItems.skuCode,
              name: orderItems.name, spec: orderItems.spec, unitPrice: orderItems.unitPrice, listPrice: orderItems.listPrice,
              quantity: orderItems.quantity, images: products.images,
            })
            .from(orderItems)
            .innerJoin(products, eq(products.id, orderItems.productId))
            .where(inArray(orderItems.orderId, orderIds))
            .orderBy(asc(orderItems.orderId), asc(orderItems.id)),

    timeline: (orderId: number) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),

    statusCounts: (userId: number) =>
      db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status),
  };
}

export type OrderItemRow = Awaited<ReturnType<ReturnType<typeof createOrderRepository>['itemsOf']>>[number];
