import { eq, sql } from 'drizzle-orm';
import { labBudgetLedger, labBudgets, type BudgetMove } from '../../db/schema/lab-groups';
import type { OrderStatus } from '../../db/schema/orders';
import type { Db } from '../../db/types';

/**
 * The budget ledger (docs/lab-groups.md "Budget ledger"), like the stock ledger: a budget's `reserved` and
 * `consumed` change only here (and in place_order's reservation, drizzle/0041), each change with its ledger row in
 * the caller's transaction. Every change is one conditional UPDATE, never a read followed by a write.
 *
 *   reserve  remaining → reserved   an order placed (place_order), later an approval request
 *   release  reserved → remaining   the order cancelled or timed out, a request rejected or withdrawn
 *   consume  reserved → consumed    the order paid
 *   refund   consumed → remaining   the paid order refunded in full (closed)
 *
 * `source` + `sourceId` say what holds the money ('order' + the order id; part 2 adds 'approval_request').
 */
export type BudgetHolder = { source: string; sourceId: number; budgetId: number; amount: number; userId: number | null };

const effect: Record<Exclude<BudgetMove, 'reserve'>, { reserved: number; consumed: number }> = {
  release: { reserved: -1, consumed: 0 },
  consume: { reserved: -1, consumed: 1 },
  refund: { reserved: 0, consumed: -1 },
};

/**
 * Applies a release, consume or refund. The row's checks (never below 0) and the ledger's one row per
 * (source, move) make a repeated or impossible move fail loudly instead of counting twice.
 */
export async function moveBudget(tx: Db, kind: Exclude<BudgetMove, 'reserve'>, holder: BudgetHolder): Promise<void> {
  if (holder.amount <= 0) return;
  const { reserved, consumed } = effect[kind];
  const x = holder.amount;
  const moved = await tx
    .update(labBudgets)
    .set({ reserved: sql`${labBudgets.reserved} + ${reserved * x}`, consumed: sql`${labBudgets.consumed} + ${consumed * x}`, updatedAt: new Date() })
    .where(eq(labBudgets.id, holder.budgetId))
    .returning({ id: labBudgets.id });
  if (moved.length === 0) throw new Error(`budget ${holder.budgetId} does not exist`);
  await tx.insert(labBudgetLedger).values({ budgetId: holder.budgetId, kind, amount: x, source: holder.source, sourceId: holder.sourceId, userId: holder.userId });
}

/** What an order's status move means for its budget: unpaid → paid consumes, → cancelled releases, → closed (a refund) gives back. */
const moveFor = (from: OrderStatus, to: OrderStatus): Exclude<BudgetMove, 'reserve'> | undefined => {
  if (from === 'unpaid' && to === 'paid') return 'consume';
  if (from === 'unpaid' && to === 'cancelled') return 'release';
  if (to === 'closed') return 'refund';
  return undefined;
};

/** Called by moveOrder (orders/transitions.ts) in its transaction, after a group order moved. */
export async function settleOrderBudget(
  tx: Db,
  order: { id: number; budgetId: number | null; payAmount: number; userId: number },
  from: OrderStatus,
  to: OrderStatus,
): Promise<void> {
  const kind = order.budgetId === null ? undefined : moveFor(from, to);
  if (!kind) return;
  await moveBudget(tx, kind, { source: 'order', sourceId: order.id, budgetId: order.budgetId!, amount: order.payAmount, userId: order.userId });
}
