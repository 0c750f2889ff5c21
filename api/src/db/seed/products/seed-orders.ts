import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../../modules/auth/passwords';
import { users } from '../../schema/auth';
import { orderItems, orders } from '../../schema/orders';
import { productReviews } from '../../schema/products';
import type { Db } from '../../types';
import { DEMO_ACCOUNT } from '../demo-account';
import type { CatalogSeed } from './build-catalog';
import type { SeedOrder } from './build-orders';
import { insertRows, syncSequence } from './insert-rows';
import { shopperData } from './shopper-data';

const HOUR = 3_600_000;

/** A password nobody knows: the seed shoppers exist for their orders and reviews, not to sign in. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

function orderRow(order: SeedOrder, userId: number) {
  const goods = order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const shipping = goods >= 9900 ? 0 : 1000; // free shipping from ¥99
  return {
    id: order.id,
    orderNo: order.orderNo,
    userId,
    status: 'completed' as const,
    goodsAmount: goods,
    shippingAmount: shipping,
    payAmount: goods + shipping,
    address: order.address,
    paymentMethod: order.paymentMethod,
    paidAt: new Date(order.createdAt.getTime() + 0.1 * HOUR),
    createdAt: order.createdAt,
    updatedAt: new Date(order.createdAt.getTime() + 96 * HOUR), // completed on delivery, four days on
  };
}

/**
 * The seed shoppers (added if missing), their completed orders and reviews, and the demo account's
 * order. Orders of an account that does not exist (the demo account when others registered first) are left out.
 */
export async function insertOrdersAndReviews(tx: Db, data: CatalogSeed, passwordHash: string): Promise<void> {
  const accounts = shopperData.map((s) => s.account);
  await tx
    .insert(users)
    .values(shopperData.map((s) => ({ account: s.account, passwordHash, nickname: s.nickname })))
    .onConflictDoNothing();
  const found = await tx.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, accounts));
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
  const idOf = new Map(found.map((u) => [u.account, u.id]));
  const userOf = (buyer: number | 'demo') => (buyer === 'demo' ? demo?.id : idOf.get(shopperData[buyer]!.account));

  const placed = data.orders.flatMap((order) => {
    const userId = userOf(order.buyer);
    return userId === undefined ? [] : [{ order, userId }];
  });
  await insertRows(tx, orders, placed.map(({ order, userId }) => orderRow(order, userId)));
  let itemId = 0;
  const items = placed.flatMap(({ order }) => order.items.map((item) => ({ id: ++itemId, orderId: order.id, ...item })));
  await insertRows(tx, orderItems, items);
  const reviews = data.reviews.map(({ buyer, ...review }) => ({ ...review, userId: userOf(buyer)!, updatedAt: review.createdAt }));
  await insertRows(tx, productReviews, reviews);
  for (const table of ['orders', 'order_items', 'product_reviews'] as const) await syncSequence(tx, table);
}
