import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsProducts } from '../../db/schema/points-mall';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { promotionKit } from '../promotions/promotion-test-kit';
import { givePoints, insertCampaign, insertCouponGood, insertGood, mallShopper, newKey, pointsOf } from './mall-test-kit';

type Shopper = Awaited<ReturnType<typeof mallShopper>>;

describe.each(drivers)('POST /api/points-mall/exchange on %s', (driver) => {
  let t: TestApp;
  let shopper: Shopper;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    shopper = await mallShopper(t.app);
  });
  afterAll(() => t?.close());

  const stockOf = async (id: number) => (await t.app.db.select({ stock: pointsProducts.stock }).from(pointsProducts).where(eq(pointsProducts.id, id)))[0]!.stock;

  it('exchanges a physical good: points spent with a ledger entry, stock taken, a pending points order with the address', async () => {
    const good = await insertGood(t.app.db, { points: 120, stock: 4 });
    await givePoints(t.app.db, shopper.userId, 500);
    const res = await shopper.exchange({ productId: good.id, quantity: 2, addressId: shopper.addressId, note: 'Lab 301', expectedPoints: 240 });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { orderNo: string } }>().data;
    expect(data).toEqual({ orderNo: expect.stringMatching(/^PM\d{16}$/), status: 'pending', pointsAmount: 240, balance: 260, kind: 'physical' });
    expect(await pointsOf(t.app.db, shopper.userId)).toEqual({ balance: 260, ledgerSum: 260 });
    expect(await stockOf(good.id)).toBe(2);
    const detail = await shopper.get(`/api/points-order/detail?orderNo=${data.orderNo}`);
    expect(detail.json()).toMatchObject({
      data: { status: 'pending', pointsAmount: 240, note: 'Lab 301', address: { receiver: '张三', detail: '漕溪北路 1 号' }, items: [{ productId: good.id, name: 'gloves-en', points: 120, quantity: 2 }] },
    });
    const ledger = await shopper.get('/api/points/ledger?source=exchange');
    expect(ledger.json()).toMatchObject({ data: { items: [{ delta: -240, balanceAfter: 260, reference: data.orderNo, note: 'gloves-en' }] } });
  });

  it('exchanges points for a coupon that is then in "my coupons" and takes money off at checkout', async () => {
    const fresh = await mallShopper(t.app);
    const good = await insertCouponGood(t.app.db, { points: 300 });
    await givePoints(t.app.db, fresh.userId, 300);
    const res = await fresh.exchange({ productId: good.id, quantity: 1 });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'completed', pointsAmount: 300, balance: 0, kind: 'coupon' } });
    const orderNo = res.json<{ data: { orderNo: string } }>().data.orderNo;
    expect((await fresh.get(`/api/points-order/detail?orderNo=${orderNo}`)).json()).toMatchObject({ data: { status: 'completed', address: null } });

    const mine = (await fresh.get('/api/coupon/mine?status=available')).json<{ data: { items: { userCouponId: number; name: string }[] } }>().data.items;
    const coupon = mine.find((c) => c.name === 'coupon-en');
    expect(coupon).toBeDefined();
    const { skus } = await promotionKit(t.app.db).product([30_000]);
    const preview = await fresh.post('/api/order/preview', { items: [{ skuId: skus[0], quantity: 1 }], userCouponId: coupon!.userCouponId });
    expect(preview.json()).toMatchObject({ code: 200, data: { coupon: { userCouponId: coupon!.userCouponId }, couponAmount: 20 } });
  });

  it('the same Idempotency-Key and body answer the first order again, spending once; another body is a 409', async () => {
    const good = await insertGood(t.app.db, { points: 50 });
    const fresh = await mallShopper(t.app);
    await givePoints(t.app.db, fresh.userId, 200);
    const key = newKey();
    const body = { productId: good.id, quantity: 1, addressId: fresh.addressId };
    const first = await fresh.exchange(body, key);
    const again = await fresh.exchange(body, key);
    expect(again.json()).toMatchObject({ code: 200, data: { orderNo: first.json<{ data: { orderNo: string } }>().data.orderNo, balance: 150 } });
    expect(await pointsOf(t.app.db, fresh.userId)).toEqual({ balance: 150, ledgerSum: 150 });
    const other = await fresh.exchange({ ...body, quantity: 2 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 409, message: expect.stringContaining('request') });
  });

  it('enforces the per-account limit across orders, and says how many are left', async () => {
    const good = await insertGood(t.app.db, { points: 10, perAccountLimit: 3 });
    const fresh = await mallShopper(t.app);
    await givePoints(t.app.db, fresh.userId, 1000);
    expect((await fresh.exchange({ productId: good.id, quantity: 2, addressId: fresh.addressId })).statusCode).toBe(200);
    const over = await fresh.exchange({ productId: good.id, quantity: 2, addressId: fresh.addressId });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 409, message: 'You have reached the exchange limit for this item', data: { remaining: 1 } });
    expect((await fresh.get(`/api/points-mall/allowance?productId=${good.id}`)).json()).toMatchObject({ data: { balance: 980, exchanged: 2, remaining: 1 } });
    expect((await fresh.exchange({ productId: good.id, quantity: 1, addressId: fresh.addressId })).statusCode).toBe(200);
    // Another account has its own limit.
    const other = await mallShopper(t.app);
    await givePoints(t.app.db, other.userId, 100);
    expect((await other.exchange({ productId: good.id, quantity: 3, addressId: other.addressId })).statusCode).toBe(200);
  });

  it('refuses an overdraft and an oversell with a message in the shopper\'s language, changing nothing', async () => {
    const good = await insertGood(t.app.db, { points: 100, stock: 1 });
    const fresh = await mallShopper(t.app);
    await givePoints(t.app.db, fresh.userId, 150);
    const poor = await fresh.exchange({ productId: good.id, quantity: 2, addressId: fresh.addressId }, newKey(), 'zh');
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({ code: 409, message: '积分不足', data: { balance: 150, pointsAmount: 200 } });
    await givePoints(t.app.db, fresh.userId, 100);
    const sold = await fresh.exchange({ productId: good.id, quantity: 2, addressId: fresh.addressId }, newKey(), 'ja');
    expect(sold.json()).toEqual({ code: 409, message: '在庫が足りません', data: null });
    expect(await stockOf(good.id)).toBe(1);
    expect(await pointsOf(t.app.db, fresh.userId)).toEqual({ balance: 250, ledgerSum: 250 });
  });

  it('sells only on sale and inside the window, by the server clock', async () => {
    const day = 86_400_000;
    const off = await insertGood(t.app.db, { onSale: false });
    const early = await insertGood(t.app.db, { availableFrom: new Date(Date.now() + day) });
    const late = await insertGood(t.app.db, { availableTo: new Date(Date.now() - 1000) });
    await givePoints(t.app.db, shopper.userId, 1000);
    for (const good of [off, early, late]) {
      const res = await shopper.exchange({ productId: good.id, quantity: 1, addressId: shopper.addressId });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ message: 'This item is off sale or outside its exchange period' });
      expect((await shopper.get(`/api/points-mall/product?id=${good.id}`)).json()).toMatchObject({ data: { available: false } });
    }
  });

  it('charges the campaign price only while the campaign runs, and refuses a total the page did not show', async () => {
    const good = await insertGood(t.app.db, { points: 200 });
    await insertCampaign(t.app.db, good.id, 150, -1, 1);
    const other = await insertGood(t.app.db, { points: 200 });
    await insertCampaign(t.app.db, other.id, 120, -3, -1); // ended
    await insertCampaign(t.app.db, other.id, 110, 1, 3); // not yet
    const fresh = await mallShopper(t.app);
    await givePoints(t.app.db, fresh.userId, 1000);
    expect((await fresh.get(`/api/points-mall/product?id=${good.id}`)).json()).toMatchObject({ data: { points: 150, listPoints: 200, campaign: { points: 150 } } });
    expect((await fresh.get(`/api/points-mall/product?id=${other.id}`)).json()).toMatchObject({ data: { points: 200, campaign: null } });
    const changed = await fresh.exchange({ productId: good.id, quantity: 1, addressId: fresh.addressId, expectedPoints: 200 });
    expect(changed.json()).toMatchObject({ code: 409, data: { pointsAmount: 150 } });
    expect((await fresh.exchange({ productId: good.id, quantity: 1, addressId: fresh.addressId, expectedPoints: 150 })).json()).toMatchObject({ data: { pointsAmount: 150 } });
    expect((await fresh.exchange({ productId: other.id, quantity: 1, addressId: fresh.addressId })).json()).toMatchObject({ data: { pointsAmount: 200 } });
  });

  it('a physical good needs one of the shopper\'s own addresses', async () => {
    const good = await insertGood(t.app.db);
    const fresh = await mallShopper(t.app);
    await givePoints(t.app.db, fresh.userId, 1000);
    const none = await fresh.exchange({ productId: good.id, quantity: 1 });
    expect(none.json()).toEqual({ code: 400, message: 'Choose a delivery address for a physical item', data: null });
    const foreign = await fresh.exchange({ productId: good.id, quantity: 1, addressId: shopper.addressId });
    expect(foreign.statusCode).toBe(404);
    expect(await pointsOf(t.app.db, fresh.userId)).toEqual({ balance: 1000, ledgerSum: 1000 });
  });

  it.each([
    [{ productId: 1, quantity: 0 }, 'Field "quantity" must be at least 1'],
    [{ productId: 1, quantity: 1.5 }, 'Field "quantity" must be an integer'],
    [{ productId: 1, quantity: 1, points: 1 }, 'Unknown field "points"'],
    [{ quantity: 1 }, 'Missing required field "productId"'],
  ])('%j → 400 naming the field', async (body, message) => {
    const res = await shopper.exchange(body);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('needs an Idempotency-Key, a sign-in, and a good that exists', async () => {
    const noKey = await t.app.inject({ method: 'POST', url: '/api/points-mall/exchange', payload: { productId: 1, quantity: 1 }, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(noKey.statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'POST', url: '/api/points-mall/exchange', payload: { productId: 1, quantity: 1 }, headers: { 'idempotency-key': newKey() } });
    expect(guest.statusCode).toBe(401);
    expect((await shopper.exchange({ productId: 999_999, quantity: 1 })).statusCode).toBe(404);
  });
});
