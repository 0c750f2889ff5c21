import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders, type OrderStatus } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { languages } from '../../i18n/language';

/** A keyword as a LIKE pattern that matches it literally (%, _ and \ typed by the shopper are not wildcards). */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Order number, or a product name of the order in any language (a shopper may remember either). */
function keywordMatch(db: Db, keyword: string): SQL {
  const pattern = containing(keyword);
  const named = or(...languages.map((lang) => ilike(sql`${orderItems.name}->>${lang}`, pattern)));
  return or(
    ilike(orders.orderNo, pattern),
    exists(db.select({ one: sql`1` }).from(orderItems).where(and(eq(orderItems.orderId, orders.id), named))),
  )!;
}

export type ListFilter = { userId: number; status?: OrderStatus | undefined; keyword?: string | undefined; page: number; pageSize: number };

/** One page of a shopper's orders, newest first, with the total that matched. */
export async function listOrders(db: Db, filter: ListFilter) {
  const where = and(
    eq(orders.userId, filter.userId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.keyword ? keywordMatch(db, filter.keyword) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
