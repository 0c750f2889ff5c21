import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { couponOrderId, dataOf, giveCoupon, orderCount, shopper, stockOf } from './order-kit';

describe.each(drivers)('orders: parallel buyers on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('20 buyers at once for the last 5 units: exactly 5 orders, stock 0, never negative', async () => {
    const { skus } = await createProduct(ctx.t.app, [{ price: 10_000, stock: 5 }]);
    const skuId = skus[0]!.id;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper(ctx.t.app)));
    const bodies = await Promise.all(buyers.map((buyer) => buyer.orderBody([{ skuId, quantity: 1 }])));
    const replies = await Promise.all(buyers.map((buyer, i) => buyer.create(bodies[i])));

    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(5);
    for (const refused of replies.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ data: unknown }>().data).toMatchObject({ lines: [{ skuId }] });
    }
    expect(await stockOf(ctx.t.app, skuId)).toBe(0);
    const counts = await Promise.all(buyers.map((buyer) => orderCount(ctx.t.app, buyer.userId)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('the same cart line ordered twice at once under different keys makes one order; the other is 404', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 20_000, stock: 10 }]);
    await buyer.cart.add({ skuId: skus[0]!.id, quantity: 2 });
    const [line] = await buyer.cart.lines();
    const body = { cartLineIds: [line!.id], addressId: buyer.address.id, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: 400 };
    const replies = await Promise.all([buyer.create(body), buyer.create(body)]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(1);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(8);
  });

  it('one coupon in two parallel orders: exactly one order takes it, the other is 409 and leaves no trace', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 20_000, stock: 10 }]);
    const couponId = await giveCoupon(ctx.t.app, buyer.userId, 500);
    const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }], { userCouponId: couponId });
    expect(body.expectedPayAmount).toBe(195);

    const replies = await Promise.all([buyer.create(body), buyer.create(body)]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 409, message: expect.stringMatching(/coupon/i) as string });
    const orderNo = dataOf<{ orderNo: string }>(replies.find((res) => res.statusCode === 200)!).orderNo;

    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(1);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(9);
    expect(await couponOrderId(ctx.t.app, couponId)).not.toBeNull();
    expect(dataOf(await buyer.detail(orderNo))).toMatchObject({ couponAmount: 5, payAmount: 195 });
  });
});
