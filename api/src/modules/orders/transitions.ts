import { and, eq, isNotNull } from 'drizzle-orm';
import { orderEvents, orders, type OrderActor, type OrderStatus } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { settleOrderBudget } from '../lab-groups/budget-ledger';

/** The only moves an order may make (schema/orders.ts explains the statuses). */
export const allowedTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // unpaid → shipped: only a term order (pay on invoice), which ships before it is paid; moveOrder checks the column.
  unpaid: ['paid', 'cancelled', 'shipped'],
  paid: ['shipped', 'closed'],
  shipped: ['completed', 'closed'],
  completed: ['closed'],
  cancelled: [],
  closed: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => allowedTransitions[from].includes(to);

/** The timestamp column each arrival sets. */
const arrivedAt = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
  closed: 'cancelledAt',
} as const;

export type Move = {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  /** Why, for the timeline and `closeReason` (e.g. buyer, payment_timeout, refunded). */
  reason?: string;
  /** Further columns written with the move (e.g. paymentMethod, pointsEarned). */
  set?: Partial<typeof orders.$inferInsert>;
};

/**
 * Moves an order from `from` to `to` and records it on the timeline, in the caller's transaction.
 * The update is conditional on the current status, so of two racing moves (a payment notification and
 * the timeout, two cancels) exactly one wins; the loser gets false and must change nothing else.
 * A group order's budget follows in the same transaction (lab-groups/budget-ledger.ts): paid consumes, cancelled
 * releases, closed gives back.
 */
export async function moveOrder(tx: Db, move: Move): Promise<boolean> {
  if (!canMove(move.from, move.to)) throw new Error(`order ${move.orderId}: ${move.from} → ${move.to} is not allowed`);
  const now = new Date();
  const stamp = move.to === 'unpaid' ? {} : { [arrivedAt[move.to]]: now };
  const closing = move.to === 'cancelled' || move.to === 'closed' ? { closeReason: move.reason ?? null } : {};
  const moved = await tx
    .update(orders)
    .set({ ...move.set, ...stamp, ...closing, status: move.to })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from), move.from === 'unpaid' && move.to === 'shipped' ? isNotNull(orders.paymentTerms) : undefined))
    .returning({ id: orders.id, budgetId: orders.budgetId, payAmount: orders.payAmount, userId: orders.userId });
  if (moved.length === 0) return false;
  await settleOrderBudget(tx, moved[0]!, move.from, move.to);
  await tx.insert(orderEvents).values({ orderId: move.orderId, fromStatus: move.from, toStatus: move.to, actor: move.actor, reason: move.reason ?? null, createdAt: now });
  return true;
}
