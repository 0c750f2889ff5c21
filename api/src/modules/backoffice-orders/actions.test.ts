import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItemLots, productLots } from '../../db/schema/product-safety';
import { productSkus } from '../../db/schema/products';
import { staffAuditLog } from '../../db/schema/staff';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { lotsFor, ordersClient, useOrdersApp, type Detail } from './test-client';

type Result = { orderNo: string; status: string; version: string; replayed: boolean };

describe.each(drivers)('console order actions (%s)', (driver) => {
  const ctx = useOrdersApp(driver);
  const detail = (orderNo: string) => ctx.staff.data<Detail>('GET', `orders/detail?orderNo=${orderNo}`);
  const audit = (orderNo: string) => ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, orderNo)));
  /** A shopper's unpaid order paid by bank transfer (chosen by the shopper, as the shop offers it). */
  async function transferOrder() {
    const shopper = await ctx.buyer();
    const order = await ctx.kit.order(shopper.id);
    await ctx.kit.paymentNo(shopper.token, order.orderNo, 'bank_transfer');
    return { shopper, order };
  }
  async function paidOrder() {
    const placed = await transferOrder();
    const { version } = await detail(placed.order.orderNo);
    await ctx.staff.data('POST', 'orders/confirm-transfer', { orderNo: placed.order.orderNo, version });
    return placed;
  }
  const stockOf = async (orderNo: string) => {
    const { items } = await detail(orderNo);
    const rows = await ctx.app.db.select({ id: productSkus.id, stock: productSkus.stock }).from(productSkus).where(inArray(productSkus.id, items.map((i) => i.skuId)));
    return items.map((item) => rows.find((row) => row.id === item.skuId)!.stock);
  };

  it('confirms a bank transfer: the order is paid, the timeline names the staff member, the audit row says before → after', async () => {
    const { order, shopper } = await transferOrder();
    const before = await detail(order.orderNo);
    expect(before.actions).toEqual(['cancel', 'confirmTransfer']);
    const done = await ctx.staff.data<Result>('POST', 'orders/confirm-transfer', { orderNo: order.orderNo, version: before.version });
    expect(done).toMatchObject({ status: 'paid', replayed: false });
    expect(done.version).not.toBe(before.version);
    const after = await detail(order.orderNo);
    expect(after).toMatchObject({ status: 'paid', version: done.version, actions: ['ship', 'refund'] });
    expect(after.timeline.map((e) => [e.kind, e.staff])).toEqual([['created', null], ['transferConfirmed', ctx.staffAccount]]);
    expect(after.payments.map((p) => [p.method, p.status])).toEqual([['bank_transfer', 'succeeded']]);
    expect(await ctx.kit.balance(shopper.id)).toBe(123);
    const [row] = await audit(order.orderNo);
    expect(row).toMatchObject({ action: 'order.confirm_transfer', actorAccount: ctx.staffAccount, before: { status: 'unpaid', version: before.version }, after: { status: 'paid', pointsEarned: 123 } });
  });

  it('refuses an action on an order the buyer changed after the staff member read it (409, reload), and changes nothing', async () => {
    const shopper = await ctx.buyer();
    const order = await ctx.kit.order(shopper.id);
    const seen = await detail(order.orderNo);
    await ctx.kit.paymentNo(shopper.token, order.orderNo, 'bank_transfer'); // the buyer switches to a bank transfer meanwhile
    const res = await ctx.staff.post('orders/confirm-transfer', { orderNo: order.orderNo, version: seen.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed this record meanwhile; reload/);
    await ctx.kit.api.send('POST', `/api/order/cancel?orderNo=${order.orderNo}`, undefined, { token: shopper.token });
    const cancel = await ctx.staff.post('orders/cancel', { orderNo: order.orderNo, version: seen.version });
    expect(cancel.statusCode).toBe(409);
    expect((await detail(order.orderNo)).status).toBe('cancelled');
    expect(await ctx.kit.balance(shopper.id)).toBe(0);
    expect(await audit(order.orderNo)).toEqual([]);
  });

  it('ships with carrier and tracking number, lots oldest first; the buyer sees carrier, tracking number and lots', async () => {
    const { order, shopper } = await paidOrder();
    const lots = await lotsFor(ctx.app, order.id, 1);
    const { version } = await detail(order.orderNo);
    const done = await ctx.staff.data<Result>('POST', 'orders/ship', { orderNo: order.orderNo, version, carrier: 'sf', trackingNo: 'SF1234567890' });
    expect(done).toMatchObject({ status: 'shipped', replayed: false });
    const own = (await ctx.kit.api.send('GET', `/api/order/detail?orderNo=${order.orderNo}`, undefined, { token: shopper.token })).json<{ data: Detail }>().data;
    expect(own.shipment).toEqual({ carrier: 'sf', trackingNo: 'SF1234567890' });
    expect(own.items.find((i) => i.skuId === lots.skuId)!.lots).toEqual([
      expect.objectContaining({ lotNumber: lots.old, quantity: 1 }),
      expect.objectContaining({ lotNumber: lots.young, quantity: 1 }),
    ]);
    const staffView = await detail(order.orderNo);
    expect(staffView.timeline.at(-1)).toMatchObject({ kind: 'shipped', staff: ctx.staffAccount });
    const shipped = (await audit(order.orderNo)).find((row) => row.action === 'order.ship');
    expect(shipped?.after).toMatchObject({ status: 'shipped', carrier: 'sf', trackingNo: 'SF1234567890', lots: [{ lotNumber: lots.old, quantity: 1 }, { lotNumber: lots.young, quantity: 1 }] });
  });

  it('a double click ships once: both answers succeed, the second says replayed; lots and audit written once', async () => {
    const { order } = await paidOrder();
    const lots = await lotsFor(ctx.app, order.id, 5);
    const { version } = await detail(order.orderNo);
    const body = { orderNo: order.orderNo, version, carrier: 'jd', trackingNo: 'JD0001' };
    const answers = await Promise.all([ctx.staff.post('orders/ship', body), ctx.staff.post('orders/ship', body)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json<{ data: Result }>().data.replayed).sort()).toEqual([false, true]);
    const [lot] = await ctx.app.db.select({ remaining: productLots.remaining }).from(productLots).where(eq(productLots.lotNumber, lots.old));
    expect(lot!.remaining).toBe(3); // 2 units of the first line, taken once
    const allocations = await ctx.app.db.select().from(orderItemLots).innerJoin(productLots, eq(productLots.id, orderItemLots.lotId)).where(eq(productLots.skuId, lots.skuId));
    expect(allocations).toHaveLength(1);
    expect((await audit(order.orderNo)).filter((row) => row.action === 'order.ship')).toHaveLength(1);
    // A retry later still answers the order as it is, and another staff member with the same old version is refused.
    expect((await ctx.staff.data<Result>('POST', 'orders/ship', body)).replayed).toBe(true);
    const colleague = ordersClient(ctx.app, (await staffSession(ctx.app, 'orders')).token);
    expect((await colleague.post('orders/ship', body)).statusCode).toBe(409);
  });

  it('cancels an unpaid order with its stock returned, and refuses to cancel a paid one', async () => {
    const { order } = await transferOrder();
    const stockBefore = await stockOf(order.orderNo);
    const seen = await detail(order.orderNo);
    expect(await ctx.staff.data<Result>('POST', 'orders/cancel', { orderNo: order.orderNo, version: seen.version })).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(order.orderNo)).toEqual(stockBefore.map((stock, i) => stock + order.quantities[i]!));
    expect((await detail(order.orderNo)).timeline.at(-1)).toMatchObject({ kind: 'cancelled', actor: 'ops', staff: ctx.staffAccount });

    const paid = await paidOrder();
    const res = await ctx.staff.post('orders/cancel', { orderNo: paid.order.orderNo, version: (await detail(paid.order.orderNo)).version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an unpaid order can be cancelled or have its bank transfer confirmed');
  });

  it('refunds a paid order through the payment module: closed, payment refunded, points and stock back', async () => {
    const { order, shopper } = await paidOrder();
    const stockBefore = await stockOf(order.orderNo);
    const seen = await detail(order.orderNo);
    expect(await ctx.staff.data<Result>('POST', 'orders/refund', { orderNo: order.orderNo, version: seen.version })).toMatchObject({ status: 'closed' });
    const after = await detail(order.orderNo);
    expect(after.payments.map((p) => p.status)).toEqual(['refunded']);
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'refunded', staff: ctx.staffAccount });
    expect(after.actions).toEqual([]);
    expect(await ctx.kit.balance(shopper.id)).toBe(0);
    expect(await stockOf(order.orderNo)).toEqual(stockBefore.map((stock, i) => stock + order.quantities[i]!));
    const again = await ctx.staff.post('orders/refund', { orderNo: order.orderNo, version: after.version });
    expect(again.json().message).toBe('Only a paid, shipped or completed order can be refunded');
  });

  it('refuses bad input in the reader’s language, and an unknown order with 404', async () => {
    const { order } = await paidOrder();
    const { version } = await detail(order.orderNo);
    for (const body of [
      { orderNo: order.orderNo, version, carrier: 'pigeon', trackingNo: 'SF1234' },
      { orderNo: order.orderNo, version, carrier: 'sf', trackingNo: 'SF 1234' },
      { orderNo: order.orderNo, version, carrier: 'sf', trackingNo: '' },
      { orderNo: order.orderNo, carrier: 'sf', trackingNo: 'SF1234' },
      { orderNo: order.orderNo, version: 'yesterday', carrier: 'sf', trackingNo: 'SF1234' },
    ]) {
      expect((await ctx.staff.post('orders/ship', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const zh = ordersClient(ctx.app, undefined, 'zh');
    expect((await zh.post('orders/ship', {})).statusCode).toBe(401);
    expect((await ctx.staff.post('orders/refund', { orderNo: 'LM404', version })).statusCode).toBe(404);
    expect((await ctx.staff.get('orders/detail?orderNo=LM404')).statusCode).toBe(404);
    expect((await detail(order.orderNo)).status).toBe('paid');
  });
});
