import { and, asc, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { afterSalesRequests } from '../../db/schema/after-sales';
import { orders, purchasedStatuses } from '../../db/schema/orders';
import { products, productSkus } from '../../db/schema/products';
import { quotations } from '../../db/schema/quotations';
import type { Db } from '../../db/types';
import { LOW_STOCK } from '../backoffice-catalogue/product-list';

/** The day [start, end) in the shop's calendar. */
export type Day = { start: Date; end: Date };

/** The figures of the console's home cards, each read from the database with an index (see the schema). */
export function createDashboardRepository(db: Db) {
  const n = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);
  return {
    ordersPlaced: async ({ start, end }: Day) => n(await db.select({ n: count() }).from(orders).where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))),

    /** Money of the orders paid that day and not refunded since (closed orders are left out). */
    async revenue({ start, end }: Day) {
      const [row] = await db
        .select({ fen: sql<string>`coalesce(sum(${orders.payAmount}), 0)`, n: count() })
        .from(orders)
        .where(and(gte(orders.paidAt, start), lt(orders.paidAt, end), inArray(orders.status, purchasedStatuses)));
      return { fen: Number(row?.fen ?? 0), paidOrders: Number(row?.n ?? 0) };
    },

    countByStatus: async (status: 'unpaid' | 'paid') => n(await db.select({ n: count() }).from(orders).where(eq(orders.status, status))),

    quotationsWaiting: async () => n(await db.select({ n: count() }).from(quotations).where(eq(quotations.status, 'requested'))),

    async afterSalesOpen() {
      const rows = await db
        .select({ status: afterSalesRequests.status, n: count() })
        .from(afterSalesRequests)
        .where(inArray(afterSalesRequests.status, ['submitted', 'reviewing', 'approved']))
        .groupBy(afterSalesRequests.status);
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Record<string, number>;
    },

    lowStockCount: async () => n(await db.select({ n: count() }).from(productSkus).where(lte(productSkus.stock, LOW_STOCK))),

    /** The SKUs with the fewest units, for the card's short list. */
    lowestStock: (limit: number) =>
      db
        .select({ skuId: productSkus.id, code: productSkus.code, productId: productSkus.productId, name: products.name, stock: productSkus.stock })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(lte(productSkus.stock, LOW_STOCK))
        .orderBy(asc(productSkus.stock), asc(productSkus.id))
        .limit(limit),
  };
}
