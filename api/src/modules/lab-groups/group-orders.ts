import { count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { envelopeOf } from '../../lib/envelope';
import { toSummary } from '../orders/order-view';
import { createOrderRepository } from '../orders/repository';
import { orderSummarySchema } from '../orders/response-schemas';
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
