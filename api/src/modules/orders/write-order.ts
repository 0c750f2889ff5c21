import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import type { PricedLine } from '../promotions/price-order';
import { KeyTaken } from './idempotency';
import type { PlacedOrder } from './repository';

/** What the priced order stores: every amount in fen, computed by price-order.ts, never by the client. */
export type OrderToWrite = {
  userId: number;
  key: string;
  hash: string;
  orderNoPrefix: string;
  addressId: number;
  goodsAmount: number;
  reductionAmount: number;
  couponAmount: number;
  shippingAmount: number;
  payAmount: number;
  invoice: unknown;
  note: string;
  fullReductionRuleId: number | null;
  userCouponId: number | null;
  payDeadline: Date;
  at: Date;
  lines: readonly PricedLine[];
  cartLineIds: readonly number[];
  /** A group order: place_order reserves payAmount on the budget (docs/lab-groups.md). */
  labGroupId: number | null;
  budgetId: number | null;
  /** An approved request's order (lab-group-approvals): its address snapshot instead of `addressId`, and whether the approver accepted an overspend (drizzle/0043). */
  address?: Record<string, unknown>;
  overspend?: boolean;
};

/** place_order found the budget's remaining amount (fen) short of the order; place-order.ts words the refusal. */
export class BudgetShort extends Error {
  constructor(readonly remaining: number) {
    super('budget short');
    this.name = 'BudgetShort';
  }
}

/** The SQLSTATE place_order raises for a refusal; its message is the reason (drizzle/0005_place_order_function.sql). */
const REFUSED = 'LM000';

type Placed = { id: number; orderNo: string; status: PlacedOrder['status']; payAmount: number; payDeadline: string | null };

/**
 * Writes the order with the database function place_order, as one autocommitted statement: the address
 * snapshot, the order, its Idempotency-Key, lines and first timeline event, the stock of every line, the
 * coupon and the ordered cart lines. Either all of it happens or none (a refusal rolls the call back),
 * and a refusal comes back as the error the shopper gets.
 */
export async function writeOrder(db: Db, order: OrderToWrite): Promise<PlacedOrder> {
  const call = JSON.stringify({
    ...order,
    payDeadline: order.payDeadline.toISOString(),
    at: order.at.toISOString(),
    lines: order.lines.map((l) => ({
      product_id: l.productId, sku_id: l.skuId, sku_code: l.skuCode, name: l.name, spec: l.spec,
      unit_price: l.unitPrice, list_price: l.listPrice, quantity: l.quantity,
    })),
  });
  try {
    const result = (await db.execute(sql`SELECT place_order(${call}::jsonb) AS placed`)) as unknown as { rows: { placed: Placed }[] };
    const placed = result.rows[0]!.placed;
    return { ...placed, payDeadline: placed.payDeadline === null ? null : new Date(placed.payDeadline) };
  } catch (error) {
    throw refusal(error) ?? error;
  }
}

/** The shopper's error for a refusal of place_order, or undefined for any other failure. */
function refusal(error: unknown): Error | undefined {
  // drizzle wraps the driver's error (node-postgres or PGlite), which carries the SQLSTATE.
  const cause = (error instanceof Error && error.cause ? error.cause : error) as { code?: string; message?: string; detail?: string };
  if (cause?.code !== REFUSED) return undefined;
  switch (cause.message) {
    case 'key_taken':
      return new KeyTaken();
    case 'stock': {
      const skuIds = JSON.parse(cause.detail ?? '[]') as number[];
      return new AppError(409, 'lineUnavailable', { lines: skuIds.map((skuId) => ({ skuId, problem: 'insufficient_stock' })) });
    }
    case 'coupon':
      return new AppError(409, 'couponUnavailable');
    case 'budget':
      return new BudgetShort(Number(cause.detail ?? 0));
    default: // address, cart_lines: not (or no longer) the shopper's, exactly as if they did not exist
      return notFound();
  }
}
