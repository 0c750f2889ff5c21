import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labBudgetAmountChanges, labBudgetLedger, labBudgets } from '../../db/schema/lab-groups';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { labGroupError, may, memberWith, membershipOf } from './access';
import { toBudget } from './budget-view';
import { createLabGroupRepository } from './repository';
import type { CreateBudget, UpdateBudget } from './schemas';

const isUniqueViolation = (error: unknown) => {
  const cause = (error instanceof Error && error.cause ? error.cause : error) as { code?: string };
  return cause?.code === '23505';
};
const codeTaken = () => labGroupError(409, 'budgetCodeTaken', 'BUDGET_CODE_TAKEN');

/** A group's grant budgets and their ledger (docs/lab-groups.md "Budgets"); the moves themselves are in budget-ledger.ts. */
export function createBudgetService(db: Db) {
  const repo = createLabGroupRepository(db);

  return {
    async list(groupId: number, userId: number) {
      await membershipOf(db, groupId, userId);
      return { items: (await repo.budgets(groupId)).map(toBudget) };
    },

    async create(groupId: number, userId: number, input: CreateBudget) {
      await memberWith(db, groupId, userId, may.editBudgets);
      try {
        const [row] = await db.insert(labBudgets).values({ ...input, groupId, amount: yuanToFen(input.amount) }).returning();
        return toBudget(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    /**
     * The amount may not drop below what is reserved and consumed: checked by the update itself, so a parallel
     * reservation cannot slip under it. A changed amount is recorded (lab_budget_amount_changes) in the same
     * transaction, with the old amount read under the row's lock, so two edits at once record old → new truly.
     */
    async update(groupId: number, userId: number, budgetId: number, input: UpdateBudget) {
      await memberWith(db, groupId, userId, may.editBudgets);
      const amount = input.amount === undefined ? undefined : yuanToFen(input.amount);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(labBudgets).where(and(eq(labBudgets.id, budgetId), eq(labBudgets.groupId, groupId))).for('update');
        if (!current) throw notFound();
        const start = input.periodStart ?? current.periodStart;
        const end = input.periodEnd ?? current.periodEnd;
        if (start > end) throw labGroupError(400, 'badRequest', 'BUDGET_PERIOD_ORDER');
        const [updated] = await tx
          .update(labBudgets)
          .set({ ...input, amount, updatedAt: new Date() })
          .where(and(eq(labBudgets.id, budgetId), eq(labBudgets.groupId, groupId), amount === undefined ? undefined : sql`${labBudgets.reserved} + ${labBudgets.consumed} <= ${amount}`))
          .returning();
        // The row is locked: what it held when read is still what it holds.
        if (!updated) throw labGroupError(409, 'budgetBelowUsed', 'BUDGET_BELOW_USED', { used: fenToYuan(current.reserved + current.consumed) });
        if (amount !== undefined && amount !== current.amount) {
          await tx.insert(labBudgetAmountChanges).values({ budgetId, oldAmount: current.amount, newAmount: amount, userId });
        }
        return updated;
      });
      return toBudget(row);
    },

    async ledger(groupId: number, userId: number, budgetId: number, page: number, pageSize: number) {
      await memberWith(db, groupId, userId, may.readLedger);
      if (!(await repo.budget(groupId, budgetId))) throw notFound();
      const where = eq(labBudgetLedger.budgetId, budgetId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: labBudgetLedger.id, kind: labBudgetLedger.kind, amount: labBudgetLedger.amount, source: labBudgetLedger.source,
            orderId: orders.id, orderNo: orders.orderNo, memberName: users.nickname, createdAt: labBudgetLedger.createdAt,
          })
          .from(labBudgetLedger)
          .leftJoin(orders, and(eq(labBudgetLedger.source, 'order'), eq(orders.id, labBudgetLedger.sourceId)))
          .leftJoin(users, eq(users.id, labBudgetLedger.userId))
          .where(where)
          .orderBy(desc(labBudgetLedger.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(labBudgetLedger).where(where),
      ]);
      return {
        items: rows.map((r) => ({ id: r.id, kind: r.kind, amount: fenToYuan(r.amount), orderId: r.orderId, orderNo: r.orderNo, memberName: r.memberName ?? '', createdAt: r.createdAt.toISOString() })),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  };
}
