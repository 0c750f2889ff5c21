import type { OrderActor } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { releaseCoupon } from '../promotions/coupon-redemption';
import { returnStock } from './stock';
import { moveOrder } from './transitions';

/**
 * Cancels an unpaid order in the caller's transaction: status, timeline, stock back, coupon back. The move
 * is conditional, so of a buyer's cancel, the timeout and a payment racing for one order exactly one wins;
 * false means the order was no longer unpaid and nothing was changed. After the commit the caller should
 * call `invalidateCatalogue()` (stock changed).
 */
export async function cancelOrder(tx: Db, order: { id: number }, actor: OrderActor, reason: string): Promise<boolean> {
  const moved = await moveOrder(tx, { orderId: order.id, from: 'unpaid', to: 'cancelled', actor, reason });
  if (!moved) return false;
  await returnStock(tx, order.id);
  await releaseCoupon(tx, order.id);
  return true;
}
