import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsProducts } from '../../db/schema/points-mall';
import { pointsOrderItems } from '../../db/schema/points-orders';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { givePoints, insertGood, mallShopper, pointsOf } from './mall-test-kit';

type Reply = { statusCode: number; json: <T>() => T };
const tally = (replies: Reply[]) => {
  const counts = new Map<string, number>();
  for (const reply of replies) {
    const key = `${reply.statusCode} ${reply.json<{ message: string }>().message}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
};

describe.each(drivers)('200 simultaneous exchanges on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  it("of one account's last points: five succeed, the balance ends at zero and equals the ledger, the rest hear why", async () => {
    const good = await insertGood(t.app.db, { points: 40, stock: 1000, perAccountLimit: 1000 });
    const shopper = await mallShopper(t.app);
    await givePoints(t.app.db, shopper.userId, 200);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => shopper.exchange({ productId: good.id, quantity: 1, addressId: shopper.addressId }, undefined, 'zh')),
    );
    expect(tally(replies)).toEqual({ '200 ok': 5, '409 积分不足': 195 });
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    const [row] = await t.app.db.select({ stock: pointsProducts.stock }).from(pointsProducts).where(eq(pointsProducts.id, good.id));
    expect(row!.stock).toBe(995);
  }, 120_000);

  it('of the last three units by ten accounts: three sold, stock at zero, nobody charged for the others', async () => {
    const good = await insertGood(t.app.db, { points: 10, stock: 3, perAccountLimit: 100 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => mallShopper(t.app)));
    for (const s of shoppers) await givePoints(t.app.db, s.userId, 1000);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const s = shoppers[i % shoppers.length]!;
        return s.exchange({ productId: good.id, quantity: 1, addressId: s.addressId }, undefined, 'ko');
      }),
    );
    expect(tally(replies)).toEqual({ '200 ok': 3, '409 재고가 부족합니다': 197 });
    const [row] = await t.app.db.select({ stock: pointsProducts.stock }).from(pointsProducts).where(eq(pointsProducts.id, good.id));
    expect(row!.stock).toBe(0);
    const sold = await t.app.db.select({ quantity: pointsOrderItems.quantity }).from(pointsOrderItems).where(eq(pointsOrderItems.productId, good.id));
    expect(sold.reduce((sum, item) => sum + item.quantity, 0)).toBe(3);
    const points = await Promise.all(shoppers.map((s) => pointsOf(t.app.db, s.userId)));
    expect(points.reduce((sum, p) => sum + (1000 - p.balance), 0)).toBe(30);
    for (const p of points) expect(p.balance).toBe(p.ledgerSum);
  }, 120_000);

  it('of one Idempotency-Key: one order, charged once', async () => {
    const good = await insertGood(t.app.db, { points: 10, stock: 100, perAccountLimit: 100 });
    const shopper = await mallShopper(t.app);
    await givePoints(t.app.db, shopper.userId, 100);
    const body = { productId: good.id, quantity: 1, addressId: shopper.addressId };
    const replies = await Promise.all(Array.from({ length: 20 }, () => shopper.exchange(body, 'same-key-0001')));
    const numbers = new Set(replies.map((r) => r.json<{ data: { orderNo: string } }>().data.orderNo));
    expect(numbers.size).toBe(1);
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 90, ledgerSum: 90 });
  }, 60_000);
});
