import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { staffAuditLog } from '../db/schema/staff';
import { drivers } from '../test/test-app';
import { lotsFor, useOrdersApp } from '../modules/backoffice-orders/test-client';
import { runOrderCommand } from './order-command';

describe.each(drivers)('npm run orders, through the console’s action functions (%s)', (driver) => {
  const ctx = useOrdersApp(driver);
  const auditOf = (orderNo: string) => ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, orderNo)));

  it('confirm-transfer, then ship with --carrier: lots printed oldest first, carrier kept, audited as the command line', async () => {
    const buyer = await ctx.buyer();
    const order = await ctx.kit.order(buyer.id);
    const lots = await lotsFor(ctx.app, order.id, 1);
    expect(await runOrderCommand(ctx.app.db, 'confirm-transfer', order.orderNo, [])).toEqual([`order ${order.orderNo}: paid, 123 points credited`]);
    const printed = await runOrderCommand(ctx.app.db, 'ship', order.orderNo, ['SF0042', '--carrier', 'sf']);
    expect(printed[0]).toBe(`order ${order.orderNo}: shipped`);
    expect(printed.slice(1, 3)).toEqual([expect.stringContaining(`1 from lot ${lots.old}`), expect.stringContaining(`1 from lot ${lots.young}`)]);
    const [row] = await ctx.app.db.select({ carrier: orders.carrier, trackingNo: orders.trackingNo }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ carrier: 'sf', trackingNo: 'SF0042' });
    const audit = await auditOf(order.orderNo);
    expect(audit.map((r) => [r.action, r.actorId, r.actorAccount.startsWith('cli:')])).toEqual([['order.confirm_transfer', null, true], ['order.ship', null, true]]);
  });

  it('cancel applies once: a second cancel, an unknown order or an unknown carrier is refused with a plain English message', async () => {
    const buyer = await ctx.buyer();
    const order = await ctx.kit.order(buyer.id);
    expect(await runOrderCommand(ctx.app.db, 'cancel', order.orderNo, [])).toEqual([`order ${order.orderNo}: cancelled`]);
    await expect(runOrderCommand(ctx.app.db, 'cancel', order.orderNo, [])).rejects.toThrow(
      `order ${order.orderNo}: Only an unpaid order can be cancelled or have its bank transfer confirmed`,
    );
    await expect(runOrderCommand(ctx.app.db, 'refund', 'LM404', [])).rejects.toThrow('order LM404: ');
    await expect(runOrderCommand(ctx.app.db, 'ship', order.orderNo, ['X1', '--carrier', 'pigeon'])).rejects.toThrow(/--carrier takes one of sf, jd/);
  });
});
