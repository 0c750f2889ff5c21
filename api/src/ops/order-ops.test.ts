import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../db/schema/orders';
import { productSkus } from '../db/schema/products';
import { paymentTestKit } from '../modules/payments/payment-test-kit';
import { creditPoints } from '../modules/points/credit-points';
import { buildTestApp, drivers, type TestApp } from '../test/test-app';
import { createOrderOps } from './order-ops';

describe.each(drivers)('staff order operations on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  let ops: ReturnType<typeof createOrderOps>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
    ops = createOrderOps(t.app.db);
  });
  afterAll(() => t?.close());

  /** A shopper's unpaid order for which the shopper chose bank transfer. */
  async function transferOrder() {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    await kit.paymentNo(shopper.token, order.orderNo, 'bank_transfer');
    return { shopper, order };
  }
  const stock = async (orderId: number) => {
    const skuIds = (await t.app.db.select({ skuId: orderItems.skuId }).from(orderItems).where(eq(orderItems.orderId, orderId))).map((r) => r.skuId);
    return (await t.app.db.select({ stock: productSkus.stock }).from(productSkus).where(inArray(productSkus.id, skuIds)).orderBy(productSkus.id)).map((r) => r.stock);
  };

  it('confirm-transfer pays the order like a gateway would: points once, sales counted, actor ops', async () => {
    const { shopper, order } = await transferOrder();
    expect(await ops.confirmTransfer(order.orderNo)).toEqual({ orderNo: order.orderNo, status: 'paid', pointsEarned: 123 });
    expect(await kit.orderRow(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'bank_transfer', pointsEarned: 123 });
    expect((await kit.events(order.id)).map((e) => [e.toStatus, e.actor])).toEqual([['paid', 'ops']]);
    expect((await kit.payments(order.id)).map((p) => [p.method, p.status])).toEqual([['bank_transfer', 'succeeded']]);
    expect(await kit.balance(shopper.id)).toBe(123);
    expect(await kit.sales(order.productIds)).toEqual([9, 10]);
    expect((await kit.status(shopper.token, order.orderNo)).json<{ data: { status: string } }>().data.status).toBe('paid');
    // Twice is refused: nothing more is credited.
    await expect(ops.confirmTransfer(order.orderNo)).rejects.toThrow(`order ${order.orderNo} is paid, not unpaid`);
    expect(await kit.ledger(shopper.id)).toHaveLength(1);
  });

  it('confirm-transfer works even after the shopper opened a gateway attempt, which it closes', async () => {
    const { order, shopper } = await transferOrder();
    await kit.paymentNo(shopper.token, order.orderNo, 'alipay');
    await ops.confirmTransfer(order.orderNo);
    expect((await kit.payments(order.id)).map((p) => [p.method, p.status])).toEqual([
      ['bank_transfer', 'closed'],
      ['alipay', 'closed'],
      ['bank_transfer', 'succeeded'],
    ]);
    expect((await kit.orderRow(order.id)).status).toBe('paid');
  });

  it('confirm-transfer refuses an unknown or cancelled order', async () => {
    await expect(ops.confirmTransfer('LMT404')).rejects.toThrow('order LMT404 does not exist');
    const shopper = await kit.shopper();
    const cancelled = await kit.order(shopper.id, { status: 'cancelled' });
    await expect(ops.confirmTransfer(cancelled.orderNo)).rejects.toThrow(/is cancelled.*return the transfer/);
    expect(await kit.payments(cancelled.id)).toEqual([]);
  });

  it('ship moves paid → shipped, and only a paid order', async () => {
    const { order } = await transferOrder();
    await expect(ops.ship(order.orderNo)).rejects.toThrow(`order ${order.orderNo} is unpaid: only a paid order can be shipped`);
    await ops.confirmTransfer(order.orderNo);
    expect(await ops.ship(order.orderNo)).toMatchObject({ status: 'shipped' });
    const row = await kit.orderRow(order.id);
    expect(row.status).toBe('shipped');
    expect(row.shippedAt).toBeInstanceOf(Date);
    await expect(ops.ship(order.orderNo)).rejects.toThrow(/is shipped/);
  });

  it('refund closes a paid order: payment refunded, points and sales taken back, stock returned', async () => {
    const { shopper, order } = await transferOrder();
    await ops.confirmTransfer(order.orderNo);
    const stockBefore = await stock(order.id);
    expect(await ops.refund(order.orderNo)).toMatchObject({ status: 'closed' });
    expect(await kit.orderRow(order.id)).toMatchObject({ status: 'closed', closeReason: 'refunded' });
    expect((await kit.events(order.id)).map((e) => [e.fromStatus, e.toStatus, e.actor, e.reason])).toEqual([
      ['unpaid', 'paid', 'ops', null],
      ['paid', 'closed', 'ops', 'refunded'],
    ]);
    expect((await kit.payments(order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect(await kit.balance(shopper.id)).toBe(0);
    expect((await kit.ledger(shopper.id)).map((e) => [e.delta, e.source])).toEqual([[123, 'order'], [-123, 'adjustment']]);
    expect(await kit.sales(order.productIds)).toEqual([7, 7]);
    expect(await stock(order.id)).toEqual(stockBefore.map((s, i) => s + order.quantities[i]!));
    await expect(ops.refund(order.orderNo)).rejects.toThrow(/is closed/);
  });

  it('refund of a shipped order keeps the stock, and never takes the balance below zero', async () => {
    const { shopper, order } = await transferOrder();
    await ops.confirmTransfer(order.orderNo);
    await ops.ship(order.orderNo);
    // The shopper spent most of the points meanwhile.
    await t.app.db.transaction((tx) => creditPoints(tx, { userId: shopper.id, delta: -100, source: 'exchange', reference: `ex-${order.orderNo}` }));
    const stockBefore = await stock(order.id);
    await ops.refund(order.orderNo);
    expect(await kit.balance(shopper.id)).toBe(0);
    expect((await kit.ledger(shopper.id)).at(-1)).toMatchObject({ delta: -23, balanceAfter: 0 });
    expect(await stock(order.id)).toEqual(stockBefore);
    expect((await kit.orderRow(order.id)).status).toBe('closed');
  });

  it('refund refuses an unpaid order', async () => {
    const { order } = await transferOrder();
    await expect(ops.refund(order.orderNo)).rejects.toThrow(/is unpaid: only a paid, shipped or completed order/);
    expect((await kit.orderRow(order.id)).status).toBe('unpaid');
  });
});
