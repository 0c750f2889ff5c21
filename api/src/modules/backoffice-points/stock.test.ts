import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsProducts } from '../../db/schema/points-mall';
import { pointsOrderItems } from '../../db/schema/points-orders';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import { givePoints, mallShopper } from '../points-mall/mall-test-kit';
import { createdGood, usePointsApp } from './test-client';

type Ledger = { items: Array<{ delta: number; reason: string; note: string; stockAfter: number; actorAccount: string | null }>; total: number };

describe.each(drivers)('points goods stock, only through adjustments (%s)', (driver) => {
  const ctx = usePointsApp(driver);
  const stockOf = async (id: number) => (await ctx.app.db.select({ stock: pointsProducts.stock }).from(pointsProducts).where(eq(pointsProducts.id, id)))[0]!.stock;

  it('books each adjustment in the ledger with its reason, refuses one below zero, and keeps the editor\'s version', async () => {
    const good = await createdGood(ctx);
    expect(await ctx.staff.data('POST', 'goods/stock', { productId: good.id, delta: 40, reason: 'received', note: 'Delivery 2026-11' })).toEqual({ stock: 40 });
    expect(await ctx.staff.data('POST', 'goods/stock', { productId: good.id, delta: -3, reason: 'damaged' })).toEqual({ stock: 37 });
    const below = await ctx.staff.post('goods/stock', { productId: good.id, delta: -38, reason: 'counted' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('The stock cannot go below zero');
    expect((await ctx.staff.post('goods/stock', { productId: good.id, delta: 0, reason: 'counted' })).statusCode).toBe(400);
    expect((await ctx.staff.post('goods/stock', { productId: good.id, delta: 1, reason: 'gift' })).statusCode).toBe(400);
    expect((await ctx.staff.post('goods/stock', { productId: 999_999, delta: 1, reason: 'received' })).statusCode).toBe(404);

    const ledger = await ctx.staff.data<Ledger>('GET', `goods/ledger?productId=${good.id}`);
    expect(ledger).toMatchObject({ total: 2, items: [{ delta: -3, reason: 'damaged', stockAfter: 37, actorAccount: ctx.staffAccount }, { delta: 40, reason: 'received', note: 'Delivery 2026-11', stockAfter: 40 }] });
    expect((await ctx.staff.data<{ version: string }>('GET', `goods/detail?id=${good.id}`)).version).toBe(good.version);
    const audit = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'points_good.stock.adjust'), eq(staffAuditLog.entityId, String(good.id))));
    expect(audit).toHaveLength(2);
  });

  it('a stock adjustment racing shoppers exchanging the same good loses no unit and never oversells', async () => {
    const good = await createdGood(ctx, { points: 10, perAccountLimit: 5 });
    await ctx.staff.data('POST', 'goods/stock', { productId: good.id, delta: 5, reason: 'received' });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => mallShopper(ctx.app)));
    for (const shopper of shoppers) await givePoints(ctx.app.db, shopper.userId, 100);
    // Eight exchanges of one unit and, at the same moment, 4 units written off and 3 received.
    const [exchanges, adjustments] = await Promise.all([
      Promise.all(shoppers.map((shopper) => shopper.exchange({ productId: good.id, quantity: 1, addressId: shopper.addressId }))),
      Promise.all([
        ctx.staff.post('goods/stock', { productId: good.id, delta: -4, reason: 'damaged' }),
        ctx.staff.post('goods/stock', { productId: good.id, delta: 3, reason: 'received' }),
      ]),
    ]);
    const sold = exchanges.filter((res) => res.statusCode === 200).length;
    const [writeOff, received] = adjustments;
    expect(received!.statusCode).toBe(200);
    const writtenOff = writeOff!.statusCode === 200 ? 4 : 0;
    if (writeOff!.statusCode !== 200) expect(writeOff!.statusCode).toBe(409);
    // A shopper turned away hears the good ran out; nobody gets an error.
    expect(exchanges.filter((res) => res.statusCode !== 200).map((res) => res.statusCode)).toEqual(Array(8 - sold).fill(409));
    const units = (await ctx.app.db.select({ quantity: pointsOrderItems.quantity }).from(pointsOrderItems).where(eq(pointsOrderItems.productId, good.id))).reduce((sum, row) => sum + row.quantity, 0);
    expect(units).toBe(sold);
    // Every unit accounted for: 5 + 3 received, minus what was written off and what was sold; never below zero.
    const stock = await stockOf(good.id);
    expect(stock).toBe(5 + 3 - writtenOff - sold);
    expect(stock).toBeGreaterThanOrEqual(0);
    const ledger = await ctx.staff.data<Ledger>('GET', `goods/ledger?productId=${good.id}`);
    expect(ledger.total).toBe(writtenOff ? 3 : 2);
  }, 120_000);
});
