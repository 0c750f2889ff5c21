import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labGroups } from '../../db/schema/lab-groups';
import { orderItems, orders, purchasedStatuses } from '../../db/schema/orders';
import { orderItemLots, productLots } from '../../db/schema/product-safety';
import { products } from '../../db/schema/products';
import { orderEndUse } from '../../db/schema/regulated-chemicals';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { chinaDay, chinaDayStart } from '../backoffice-orders/china-day';
import { regulatedError } from './errors';

/** The longest range one register covers: a year (a leap year's 366 days). */
export const MAX_REGISTER_DAYS = 366;
const DAY_MS = 86_400_000;

/** `from`…`to` (China dates, both included), checked: a real date each, in order, at most 366 days. */
export function registerRange(from: string, to: string) {
  const real = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && chinaDay(chinaDayStart(day)) === day;
  if (!real(from) || !real(to)) throw new AppError(400, 'reportRangeInvalid');
  if (from > to) throw new AppError(400, 'reportRangeOrder');
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > MAX_REGISTER_DAYS) throw regulatedError(400, 'registerRangeTooLong', 'REGISTER_RANGE_TOO_LONG', { maxDays: MAX_REGISTER_DAYS });
  return { from, to, start: chinaDayStart(from), end: chinaDayStart(to, 1) };
}

export type RegisterRow = {
  date: string;
  orderNo: string;
  buyerName: string;
  buyerAccount: string;
  labGroup: string | null;
  institution: string | null;
  product: string;
  casNumber: string | null;
  regulatedClass: string;
  quantity: number;
  /** The lots it shipped from ("LOT-A ×2; LOT-B ×1"), empty before it ships. */
  lots: string;
  endUse: string | null;
};

/**
 * One row per regulated order line of the orders sold in the range (China dates, by payment time, or by shipment for
 * an order on payment terms that shipped before it was paid: the goods left then), oldest first:
 * orders paid, shipped or completed, and closed (refunded) ones that had shipped — the goods left the warehouse.
 * The class is the product's today; the name is the line's as ordered.
 */
export async function regulatedRegister(db: Db, range: { start: Date; end: Date }, lang: Lang): Promise<RegisterRow[]> {
  // LEAST skips a NULL: an unpaid term order counts from its shipment, any other from its payment.
  const soldAt = sql<Date>`LEAST(${orders.paidAt}, ${orders.shippedAt})`.mapWith(orders.paidAt);
  const lines = await db
    .select({
      itemId: orderItems.id,
      soldAt,
      orderNo: orders.orderNo,
      buyerName: users.nickname,
      buyerAccount: users.account,
      labGroup: labGroups.name,
      institution: labGroups.institution,
      name: orderItems.name,
      casNumber: products.casNumber,
      regulatedClass: products.regulatedClass,
      quantity: orderItems.quantity,
      endUse: orderEndUse.endUse,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(labGroups, eq(labGroups.id, orders.labGroupId))
    .leftJoin(orderEndUse, eq(orderEndUse.orderId, orders.id))
    .where(
      and(
        isNotNull(products.regulatedClass),
        gte(soldAt, range.start),
        lt(soldAt, range.end),
        or(inArray(orders.status, purchasedStatuses), and(eq(orders.status, 'closed'), isNotNull(orders.shippedAt))),
      ),
    )
    .orderBy(asc(soldAt), asc(orders.id), asc(orderItems.id));
  const lots =
    lines.length === 0
      ? []
      : await db
          .select({ itemId: orderItemLots.orderItemId, lotNumber: productLots.lotNumber, quantity: orderItemLots.quantity })
          .from(orderItemLots)
          .innerJoin(productLots, eq(productLots.id, orderItemLots.lotId))
          .where(inArray(orderItemLots.orderItemId, lines.map((l) => l.itemId)))
          .orderBy(asc(productLots.lotNumber));
  return lines.map((line) => ({
    date: chinaDay(line.soldAt),
    orderNo: line.orderNo,
    buyerName: line.buyerName,
    buyerAccount: line.buyerAccount,
    labGroup: line.labGroup,
    institution: line.institution,
    product: localize(line.name, lang),
    casNumber: line.casNumber,
    regulatedClass: line.regulatedClass!,
    quantity: line.quantity,
    lots: lots
      .filter((lot) => lot.itemId === line.itemId)
      .map((lot) => `${lot.lotNumber} ×${lot.quantity}`)
      .join('; '),
    endUse: line.endUse,
  }));
}
