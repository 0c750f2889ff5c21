import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orders, purchasedStatuses } from '../../db/schema/orders';
import { pointsTaskCompletions, pointsTasks } from '../../db/schema/points-mall';
import { productReviews } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** Reads behind the tasks: the task list, what a shopper completed, and the facts that complete a task. */
export function createTaskRepository(db: Db) {
  return {
    enabledTasks: () => db.select().from(pointsTasks).where(eq(pointsTasks.enabled, true)).orderBy(asc(pointsTasks.sort)),

    async task(code: string) {
      const [row] = await db.select().from(pointsTasks).where(and(eq(pointsTasks.code, code as never), eq(pointsTasks.enabled, true)));
      return row;
    },

    completions: (userId: number) =>
      db
        .select({ taskCode: pointsTaskCompletions.taskCode, periodKey: pointsTaskCompletions.periodKey })
        .from(pointsTaskCompletions)
        .where(eq(pointsTaskCompletions.userId, userId)),

    /** The profile counts as complete once institution, laboratory, mobile and contact e-mail are all filled in. */
    async profileComplete(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), ne(users.institution, ''), ne(users.laboratory, ''), ne(users.mobile, ''), ne(users.contactEmail, '')));
      return row !== undefined;
    },

    /** Paid and not refunded: paid, shipped or completed. */
    async hasPaidOrder(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, purchasedStatuses)))
        .limit(1);
      return row !== undefined;
    },

    /** A review written between `from` and `to` (reviews need a purchase: the reviews module checks that). */
    async reviewedBetween(userId: number, from: Date, to: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.userId, userId), gte(productReviews.createdAt, from), lt(productReviews.createdAt, to)))
        .limit(1);
      return row !== undefined;
    },
  };
}
