import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { couponOrderId, dataOf, giveCoupon, shopper, stockOf, type Shopper } from './order-kit';
import type { OrderDetail } from './response-schemas';
import { moveOrder } from './transitions';

/** An order of 3 of the 4 units of a SKU with a ¥5 coupon; returns its number, the SKU and the coupon. */
async function placeWithCoupon(app: Parameters<typeof shopper>[0], buyer: Shopper) {
  const { skus } = await createProduct(app, [{ price: 20_000, stock: 4 }]);
  const couponId = await giveCoupon(app, buyer.userId);
  const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 3 }], { userCouponId: couponId });
  const { orderNo } = dataOf<{ orderNo: string }>(await buyer.create(body));
  return { orderNo, skuId: skus[0]!.id, couponId };
}

describe.each(drivers)('orders: cancel, confirm receipt and refused moves on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('the buyer cancels an unpaid order: stock and coupon return; a second cancel is 409', async () => {
    const buyer = await shopper(ctx.t.app);
    const { orderNo, skuId, couponId } = await placeWithCoupon(ctx.t.app, buyer);
    expect(await stockOf(ctx.t.app, skuId)).toBe(1);
    expect(await couponOrderId(ctx.t.app, couponId)).not.toBeNull();
    const detail = dataOf<OrderDetail>(await buyer.cancel(orderNo));
    expect(detail).toMatchObject({ status: 'cancelled', closeReason: 'buyer', payDeadline: null, actions: ['buyAgain'] });
    expect(detail.timeline.map((e) => [e.from, e.to, e.actor, e.reason])).toEqual([[null, 'unpaid', 'buyer', null], ['unpaid', 'cancelled', 'buyer', 'buyer']]);
    expect(await stockOf(ctx.t.app, skuId)).toBe(4);
    expect(await couponOrderId(ctx.t.app, couponId)).toBeNull();

    const again = await buyer.cancel(orderNo);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(ctx.t.app, skuId)).toBe(4);
    expect((await buyer.confirmReceipt(orderNo)).statusCode).toBe(409);
  });

  it('confirm receipt only moves a shipped order; cancel is refused once paid', async () => {
    const buyer = await shopper(ctx.t.app);
    const { orderNo, skuId } = await placeWithCoupon(ctx.t.app, buyer);
    expect((await buyer.confirmReceipt(orderNo)).json()).toMatchObject({ code: 409, data: null });
    const [row] = await ctx.t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    await ctx.t.app.db.transaction((tx) => moveOrder(tx, { orderId: row!.id, from: 'unpaid', to: 'paid', actor: 'gateway' }));
    expect((await buyer.cancel(orderNo)).statusCode).toBe(409);
    expect(await stockOf(ctx.t.app, skuId)).toBe(1);
    await ctx.t.app.db.transaction((tx) => moveOrder(tx, { orderId: row!.id, from: 'paid', to: 'shipped', actor: 'ops' }));
    expect(dataOf<OrderDetail>(await buyer.detail(orderNo)).actions).toContain('confirmReceipt');

    const done = dataOf<OrderDetail>(await buyer.confirmReceipt(orderNo));
    expect(done).toMatchObject({ status: 'completed', actions: ['buyAgain', 'afterSales'] });
    expect(done.completedAt).not.toBeNull();
    expect(done.timeline.at(-1)).toMatchObject({ from: 'shipped', to: 'completed', actor: 'buyer' });
    expect((await buyer.confirmReceipt(orderNo)).statusCode).toBe(409);
  });

  it('an overdue order is cancelled when read, before the sweeper comes: never shown as payable', async () => {
    const buyer = await shopper(ctx.t.app);
    const { orderNo, skuId, couponId } = await placeWithCoupon(ctx.t.app, buyer);
    await ctx.t.app.db.update(orders).set({ payDeadline: new Date(Date.now() - 1_000) }).where(eq(orders.orderNo, orderNo));
    const [summary] = dataOf<{ items: { orderNo: string; status: string }[] }>(await buyer.list()).items;
    expect(summary).toMatchObject({ orderNo, status: 'cancelled' });
    expect(dataOf<OrderDetail>(await buyer.detail(orderNo))).toMatchObject({ status: 'cancelled', closeReason: 'payment_timeout', actions: ['buyAgain'] });
    expect(await stockOf(ctx.t.app, skuId)).toBe(4);
    expect(await couponOrderId(ctx.t.app, couponId)).toBeNull();
  });
});

describe.each(drivers)('orders: the payment timeout sweeper on %s', (driver) => {
  const ctx = useAuthApp(driver, { ORDER_PAY_TIMEOUT: '1s' });

  it('cancels an unpaid order after ORDER_PAY_TIMEOUT without anyone reading it: stock and coupon return', async () => {
    const buyer = await shopper(ctx.t.app);
    const { orderNo, skuId, couponId } = await placeWithCoupon(ctx.t.app, buyer);
    const deadline = Date.now() + 10_000;
    while ((await stockOf(ctx.t.app, skuId)) !== 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stockOf(ctx.t.app, skuId)).toBe(4);
    expect(await couponOrderId(ctx.t.app, couponId)).toBeNull();
    const detail = dataOf<OrderDetail>(await buyer.detail(orderNo));
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'unpaid', to: 'cancelled', actor: 'system', reason: 'payment_timeout' });
  });
});
