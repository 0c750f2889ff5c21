import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsProducts } from '../db/schema/points-mall';
import { givePoints, insertGood, mallShopper, pointsOf } from '../modules/points-mall/mall-test-kit';
import { buildTestApp, drivers, type TestApp } from '../test/test-app';
import { createPointsOrderOps, PointsOrderOpsError } from './points-order-ops';

describe.each(drivers)('points-order staff operations on %s', (driver) => {
  let t: TestApp;
  let ops: ReturnType<typeof createPointsOrderOps>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    ops = createPointsOrderOps(t.app.db);
  });
  afterAll(() => t?.close());

  const exchanged = async (quantity = 1) => {
    const good = await insertGood(t.app.db, { points: 100, stock: 5, perAccountLimit: 2 });
    const shopper = await mallShopper(t.app);
    await givePoints(t.app.db, shopper.userId, 300);
    const res = await shopper.exchange({ productId: good.id, quantity, addressId: shopper.addressId });
    return { good, shopper, orderNo: res.json<{ data: { orderNo: string } }>().data.orderNo };
  };
  const detail = async (shopper: Awaited<ReturnType<typeof mallShopper>>, orderNo: string) =>
    (await shopper.get(`/api/points-order/detail?orderNo=${orderNo}`)).json<{ data: { status: string; shippedAt: string | null; completedAt: string | null } }>().data;

  it('ships, then completes; the shopper sees each status with its date', async () => {
    const { shopper, orderNo } = await exchanged();
    expect(await ops.ship(orderNo)).toEqual({ orderNo, status: 'shipped', pointsReturned: 0 });
    expect(await detail(shopper, orderNo)).toMatchObject({ status: 'shipped', shippedAt: expect.any(String), completedAt: null });
    await ops.complete(orderNo);
    expect(await detail(shopper, orderNo)).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
  });

  it('cancels a pending order: points and stock come back, the limit frees up, the ledger still sums up', async () => {
    const { good, shopper, orderNo } = await exchanged(2);
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 100, ledgerSum: 100 });
    expect(await ops.cancel(orderNo)).toEqual({ orderNo, status: 'cancelled', pointsReturned: 200 });
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 300, ledgerSum: 300 });
    const [row] = await t.app.db.select({ stock: pointsProducts.stock }).from(pointsProducts).where(eq(pointsProducts.id, good.id));
    expect(row!.stock).toBe(5);
    expect((await detail(shopper, orderNo)).status).toBe('cancelled');
    expect((await shopper.exchange({ productId: good.id, quantity: 2, addressId: shopper.addressId })).statusCode).toBe(200);
  });

  it('refuses moves out of order, twice, or on an unknown number, changing nothing', async () => {
    const { shopper, orderNo } = await exchanged();
    await expect(ops.complete(orderNo)).rejects.toThrow(PointsOrderOpsError);
    await ops.ship(orderNo);
    await expect(ops.cancel(orderNo)).rejects.toThrow(/is shipped: only a pending one can become cancelled/);
    await expect(ops.ship(orderNo)).rejects.toThrow(PointsOrderOpsError);
    await expect(ops.ship('PM0000')).rejects.toThrow(/does not exist/);
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 200, ledgerSum: 200 });
  });

  it('two simultaneous cancels return the points once', async () => {
    const { shopper, orderNo } = await exchanged();
    const results = await Promise.allSettled([ops.cancel(orderNo), ops.cancel(orderNo)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 300, ledgerSum: 300 });
  });
});
