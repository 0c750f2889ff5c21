import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { envelopeOf } from '../../lib/envelope';
import { notFound } from '../../lib/app-error';
import { toSummary } from '../orders/order-view';
import { createOrderRepository } from '../orders/repository';
import { orderDetailSchema, orderSummarySchema } from '../orders/response-schemas';
import { readOrderDetail } from '../orders/service';
import { may, memberWith } from './access';
import { groupTagsOf } from './group-order';

export const groupOrdersResponse = envelopeOf(
  z.object({ items: z.array(orderSummarySchema.extend({ buyerId: z.number().int(), buyerName: z.string() })), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
);

/** GET /api/lab-groups/:id/orders: the group's orders, newest first, for its owners, finance and approvers. */
export async function groupOrders(db: Db, groupId: number, userId: number, page: number, pageSize: number, lang: Lang) {
  await memberWith(db, groupId, userId, may.readOrders);
  const where = eq(orders.labGroupId, groupId);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const buyerIds = [...new Set(rows.map((row) => row.userId))];
  const [items, tags, buyers] = await Promise.all([
    createOrderRepository(db).itemsOf(rows.map((row) => row.id)),
    groupTagsOf(db, rows),
    buyerIds.length ? db.select({ id: users.id, name: users.nickname }).from(users).where(inArray(users.id, buyerIds)) : [],
  ]);
  const names = new Map(buyers.map((b) => [b.id, b.name]));
  return {
    items: rows.map((row) => ({
      ...toSummary(row, items.filter((item) => item.orderId === row.id), lang),
      labGroup: tags.get(row.id) ?? null,
      buyerId: row.userId,
      buyerName: names.get(row.userId) ?? '',
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

export const groupOrderDetailResponse = envelopeOf(orderDetailSchema.extend({ buyerId: z.number().int(), buyerName: z.string() }));

/**
 * GET /api/lab-groups/:id/orders/:orderNo: one of the group's orders as its buyer sees it, for the roles that read the
 * group's orders, read-only (no actions: paying, cancelling and confirming receipt stay the buyer's). An order of
 * another group or of nobody's reads as not found, like an unknown number.
 */
export async function groupOrderDetail(db: Db, groupId: number, userId: number, orderNo: string, lang: Lang) {
  await memberWith(db, groupId, userId, may.readOrders);
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.labGroupId, groupId)));
  if (!order) throw notFound();
  const [detail, [buyer]] = await Promise.all([readOrderDetail(db, order, lang), db.select({ name: users.nickname }).from(users).where(eq(users.id, order.userId))]);
  return { ...detail, actions: [], buyerId: order.userId, buyerName: buyer?.name ?? '' };
}
