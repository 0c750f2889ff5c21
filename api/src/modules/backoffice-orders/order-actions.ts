import { and, eq, sql } from 'drizzle-orm';
import { orders, purchasedStatuses, type OrderStatus } from '../../db/schema/orders';
import { staffAuditLog } from '../../db/schema/staff';
import type { Db } from '../../db/types';
import type { MessageKey } from '../../i18n/messages';
import { AppError, notFound } from '../../lib/app-error';
import { invalidateCatalogue } from '../../lib/response-cache';
import { createOrderOps, unpaidTermOrder } from '../../ops/order-ops';
import { nextVersion, versionOf } from '../backoffice-catalogue/version';
import { cancelOrder } from '../orders/cancel-order';
import type { Carrier } from '../orders/carriers';
import { recordAudit, type StaffActor } from '../staff/audit';
import { orderAuditActions } from './detail-repository';
import type { ActionResult, StaffOrderAction } from './schemas';

type Locked = { id: number; orderNo: string; status: OrderStatus; version: string; paymentTerms: string | null; paidAt: Date | null };
type ActionState = Pick<Locked, 'status' | 'paymentTerms' | 'paidAt'>;
/** The answer, and what the action recorded in the audit row (the command line prints a shipment's lots from it). */
export type ActionOutcome = ActionResult & { details?: Record<string, unknown> };

/** Which statuses each action starts from, and the refusal otherwise. */
const rules: Record<StaffOrderAction, { from: readonly OrderStatus[]; refused: MessageKey }> = {
  ship: { from: ['paid'], refused: 'orderNotShippable' },
  cancel: { from: ['unpaid'], refused: 'orderNotUnpaid' },
  confirmTransfer: { from: ['unpaid'], refused: 'orderNotUnpaid' },
  refund: { from: purchasedStatuses, refused: 'orderNotRefundable' },
};

/**
 * Pay on invoice (docs/lab-groups.md): a term order not paid yet ships while unpaid, its transfer is confirmed while it
 * is shipped or completed, and it cannot be refunded (nothing was paid).
 */
const termRules: Record<StaffOrderAction, readonly OrderStatus[]> = { ship: ['unpaid'], cancel: ['unpaid'], confirmTransfer: ['unpaid', 'shipped', 'completed'], refund: [] };

const allowed = (action: StaffOrderAction, order: ActionState) =>
  unpaidTermOrder(order) ? termRules[action].includes(order.status) : rules[action].from.includes(order.status);

/** What staff may do to the order now (the console's buttons). */
export const actionsFor = (order: ActionState): StaffOrderAction[] =>
  (Object.keys(rules) as StaffOrderAction[]).filter((action) => allowed(action, order));

/**
 * The staff actions on an order, one function each, shared by the console (with the `version` the staff member
 * saw) and `npm run orders` (no version: the command line acts on the order as it is). Each runs in one
 * transaction: the order row locked, the version compared, the move made through order-ops / cancel-order (so a
 * console ship allocates lots exactly as the command line does), the version moved on and an audit row written.
 *
 * Not applied twice: a retry or double click repeats the version it read, which the first request moved on;
 * when the audit log shows that this staff member already did this action from that version, the answer is the
 * order as it now is (`replayed`), not a second move and not a 409. Anyone else's change meanwhile is 409 staleRecord.
 */
export function createOrderActions(db: Db, actor: StaffActor) {
  async function run(action: StaffOrderAction, orderNo: string, version: string | undefined, apply: (tx: Db, order: Locked) => Promise<Record<string, unknown>>): Promise<ActionOutcome> {
    const result = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, version: versionOf(orders.updatedAt), paymentTerms: orders.paymentTerms, paidAt: orders.paidAt })
        .from(orders)
        .where(eq(orders.orderNo, orderNo))
        .for('update');
      if (!order) throw notFound();
      if (version !== undefined && order.version !== version) {
        if (await alreadyDone(tx, action, order, version)) return { orderNo, status: order.status, version: order.version, replayed: true };
        throw new AppError(409, 'staleRecord');
      }
      if (!allowed(action, order)) throw new AppError(409, rules[action].refused);
      const details = await apply(tx, order);
      const [moved] = await tx
        .update(orders)
        .set({ updatedAt: nextVersion(orders.updatedAt) })
        .where(eq(orders.id, order.id))
        .returning({ status: orders.status, version: versionOf(orders.updatedAt) });
      await recordAudit(tx, actor, {
        action: orderAuditActions[action],
        entity: 'order',
        entityId: orderNo,
        before: { status: order.status, version: order.version },
        after: { status: moved!.status, ...details },
      });
      return { orderNo, status: moved!.status, version: moved!.version, replayed: false, details };
    });
    invalidateCatalogue(); // stock or sales changed
    return result;
  }

  /** This staff member's same action from this very version is on record: the request is a repeat. */
  async function alreadyDone(tx: Db, action: StaffOrderAction, order: Locked, version: string): Promise<boolean> {
    if (actor.id === null) return false;
    const [row] = await tx
      .select({ id: staffAuditLog.id })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.entity, 'order'),
          eq(staffAuditLog.entityId, order.orderNo),
          eq(staffAuditLog.action, orderAuditActions[action]),
          eq(staffAuditLog.actorId, actor.id),
          sql`${staffAuditLog.before}->>'version' = ${version}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  const ops = (tx: Db) => createOrderOps(tx);
  return {
    /**
     * Paid → shipped with its carrier and tracking number (the console requires both; the command line may give
     * neither); lots allocated oldest first and the buyer's mail written by order-ops ship.
     */
    ship: (orderNo: string, shipment: { carrier?: Carrier; trackingNo?: string }, version?: string) =>
      run('ship', orderNo, version, async (tx, order) => {
        const shipped = await ops(tx).ship(orderNo, shipment.trackingNo);
        if (shipment.carrier) await tx.update(orders).set({ carrier: shipment.carrier }).where(eq(orders.id, order.id));
        return { carrier: shipment.carrier ?? null, trackingNo: shipment.trackingNo ?? null, lots: shipped.lots.allocated, short: shipped.lots.short };
      }),

    /** Unpaid → cancelled (reason staff): stock and coupon returned (orders/cancel-order.ts). */
    cancel: (orderNo: string, version?: string) =>
      run('cancel', orderNo, version, async (tx, order) => {
        await cancelOrder(tx, order, 'ops', 'staff');
        return { reason: 'staff' };
      }),

    /** The bank transfer arrived: unpaid → paid as a gateway's notification would, or a shipped term order paid (order-ops confirmTransfer). */
    confirmTransfer: (orderNo: string, version?: string) =>
      run('confirmTransfer', orderNo, version, async (tx) => ({ pointsEarned: (await ops(tx).confirmTransfer(orderNo)).pointsEarned })),

    /** The whole order refunded through the payment module (order-ops refund): closed, points and stock back. */
    refund: (orderNo: string, version?: string) =>
      run('refund', orderNo, version, async (tx) => {
        await ops(tx).refund(orderNo);
        return { reason: 'refunded' };
      }),
  };
}
