import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSalesRequests } from '../../db/schema/after-sales';
import { productSkus } from '../../db/schema/products';
import { quotations } from '../../db/schema/quotations';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { chinaDay } from '../backoffice-orders/china-day';
import { ordersClient, useOrdersApp } from '../backoffice-orders/test-client';

type OrdersCard = { day: string; placed: number; paid: number; revenue: number; awaitingShipment: number; awaitingPayment: number };

describe.each(drivers)('dashboard cards (%s)', (driver) => {
  const ctx = useOrdersApp(driver);
  const adminClient = async () => ordersClient(ctx.app, (await staffSession(ctx.app, 'admin')).token);

  it('the orders card counts today’s orders (China’s day), their revenue once paid, and what waits', async () => {
    const before = await ctx.staff.data<OrdersCard>('GET', 'dashboard/orders');
    expect(before.day).toBe(chinaDay(new Date()));
    const shopper = await ctx.buyer();
    const order = await ctx.kit.order(shopper.id);
    const placed = await ctx.staff.data<OrdersCard>('GET', 'dashboard/orders');
    expect(placed).toMatchObject({ placed: before.placed + 1, awaitingPayment: before.awaitingPayment + 1, revenue: before.revenue });
    const { version } = await ctx.staff.data<{ version: string }>('GET', `orders/detail?orderNo=${order.orderNo}`);
    await ctx.staff.data('POST', 'orders/confirm-transfer', { orderNo: order.orderNo, version });
    const paid = await ctx.staff.data<OrdersCard>('GET', 'dashboard/orders');
    expect(paid).toMatchObject({ placed: before.placed + 1, paid: before.paid + 1, awaitingPayment: before.awaitingPayment, awaitingShipment: before.awaitingShipment + 1 });
    expect(paid.revenue).toBeCloseTo(before.revenue + 123.45, 2);
    // A refund takes the money out of the day's revenue.
    const refreshed = await ctx.staff.data<{ version: string }>('GET', `orders/detail?orderNo=${order.orderNo}`);
    await ctx.staff.data('POST', 'orders/refund', { orderNo: order.orderNo, version: refreshed.version });
    expect((await ctx.staff.data<OrdersCard>('GET', 'dashboard/orders')).revenue).toBeCloseTo(before.revenue, 2);
  });

  it('the quotations, after-sales and catalogue cards count what waits in the database', async () => {
    const admin = await adminClient();
    const shopper = await ctx.buyer();
    const order = await ctx.kit.order(shopper.id, { status: 'paid' });
    const [q0, s0, c0] = await Promise.all([
      admin.data<{ waiting: number }>('GET', 'dashboard/quotations'),
      admin.data<{ waiting: number; submitted: number }>('GET', 'dashboard/support'),
      admin.data<{ lowStock: number; threshold: number }>('GET', 'dashboard/catalogue'),
    ]);
    await ctx.app.db.insert(quotations).values([
      { quoteNo: `QT${order.id}A`, userId: shopper.id, lines: [], institution: 'Lab', deliveryCity: 'Shanghai', wantedDate: '2027-01-01', invoice: { type: 'none' } },
      { quoteNo: `QT${order.id}B`, userId: shopper.id, status: 'rejected', lines: [], institution: 'Lab', deliveryCity: 'Shanghai', wantedDate: '2027-01-01', invoice: { type: 'none' } },
    ]);
    await ctx.app.db.insert(afterSalesRequests).values([
      { requestNo: `AS${order.orderNo}1`, userId: shopper.id, orderId: order.id, type: 'return', reason: 'damaged', lines: [] },
      { requestNo: `AS${order.orderNo}2`, userId: shopper.id, orderId: order.id, type: 'return', reason: 'damaged', lines: [], status: 'completed' },
    ]);
    const { items } = await ctx.staff.data<{ items: Array<{ skuId: number }> }>('GET', `orders/detail?orderNo=${order.orderNo}`);
    await ctx.app.db.update(productSkus).set({ stock: c0.threshold + 5 }).where(eq(productSkus.id, items[0]!.skuId));
    const between = await admin.data<{ lowStock: number }>('GET', 'dashboard/catalogue');
    await ctx.app.db.update(productSkus).set({ stock: 2 }).where(eq(productSkus.id, items[0]!.skuId));

    expect((await admin.data<{ waiting: number }>('GET', 'dashboard/quotations')).waiting).toBe(q0.waiting + 1);
    expect(await admin.data('GET', 'dashboard/support')).toMatchObject({ waiting: s0.waiting + 1, submitted: s0.submitted + 1 });
    const catalogue = await admin.data<{ lowStock: number; lowest: Array<{ skuId: number; stock: number }> }>('GET', 'dashboard/catalogue');
    expect(catalogue.lowStock).toBe(between.lowStock + 1);
    expect(catalogue.lowest.length).toBeLessThanOrEqual(5);
    expect(catalogue.lowest.every((sku, i, all) => sku.stock <= c0.threshold && (i === 0 || all[i - 1]!.stock <= sku.stock))).toBe(true);
  });
});
