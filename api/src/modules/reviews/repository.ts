import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orderItems, orders, purchasedStatuses } from '../../db/schema/orders';
import { productReviews, products } from '../../db/schema/products';
import type { Db } from '../../db/types';

const reviewColumns = {
  id: productReviews.id,
  authorName: productReviews.authorName,
  rating: productReviews.rating,
  content: productReviews.content,
  createdAt: productReviews.createdAt,
};
export type StoredReview = { id: number; authorName: string; rating: number; content: string; createdAt: Date };

/** Reviews and the facts their rules need. Pass the transaction's `tx` as `db` inside one. */
export function createReviewRepository(db: Db) {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    productExists: (productId: number) =>
      exists(db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1)),

    async page(productId: number, page: number, pageSize: number): Promise<{ items: StoredReview[]; total: number }> {
      const where = eq(productReviews.productId, productId);
      const [items, [counted]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(productReviews)
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(productReviews).where(where),
      ]);
      return { items, total: Number(counted?.total ?? 0) };
    },

    /** Bought = an order of the user, paid or further along, with a line of the product. */
    hasPurchased: (userId: number, productId: number) =>
      exists(
        db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(and(eq(orders.userId, userId), inArray(orders.status, purchasedStatuses), eq(orderItems.productId, productId)))
          .limit(1),
      ),

    hasReviewed: (userId: number, productId: number) =>
      exists(
        db
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
          .limit(1),
      ),

    /** Serializes one user's review writes (the table has no unique key on user and product). */
    lockUser: (userId: number) => db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),

    async insert(values: { productId: number; userId: number; authorName: string; rating: number; content: string }) {
      const [row] = await db.insert(productReviews).values(values).returning(reviewColumns);
      return row!;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
