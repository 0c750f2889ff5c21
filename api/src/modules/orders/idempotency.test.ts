import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { dataOf, orderCount, shopper, stockOf } from './order-kit';

type Created = { orderNo: string; status: string; payAmount: number; payDeadline: string };

describe.each(drivers)('orders: the Idempotency-Key on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('a repeat with the same key and body answers the same order; stock is taken once', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 10 }]);
    await buyer.cart.add({ skuId: skus[0]!.id, quantity: 3 });
    const [line] = await buyer.cart.lines();
    const preview = dataOf<{ payAmount: number }>(await buyer.preview({ cartLineIds: [line!.id], userCouponId: null }));
    const body = { cartLineIds: [line!.id], addressId: buyer.address.id, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: preview.payAmount };

    const first = dataOf<Created>(await buyer.create(body, 'key-repeat-1'));
    // The cart line is gone by now: the repeat is answered from the key, not ordered again. The same body
    // with its fields in another order is the same request.
    const again = dataOf<Created>(await buyer.create(Object.fromEntries(Object.entries(body).reverse()), 'key-repeat-1'));
    expect(again).toEqual(first);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(1);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(7);
  });

  it('two parallel requests with one key make one order and both get it', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 1 }]);
    const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }]);
    const replies = await Promise.all([1, 2, 3].map(() => buyer.create(body, 'key-parallel-1')));
    const answers = replies.map((res) => dataOf<Created>(res));
    expect(new Set(answers.map((answer) => answer.orderNo)).size).toBe(1);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(1);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(0);
  });

  it('the same key with another body is 422 idempotencyMismatch and changes nothing', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 10 }]);
    const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }]);
    dataOf(await buyer.create(body, 'key-mismatch-1'));
    const other = await buyer.create({ ...body, note: 'changed my mind' }, 'key-mismatch-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, data: null });
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(1);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(9);
    // Keys belong to one shopper: another shopper's identical key is a new order of their own.
    const neighbour = await shopper(ctx.t.app);
    const theirs = dataOf<Created>(await neighbour.create({ ...(await neighbour.orderBody([{ skuId: skus[0]!.id, quantity: 1 }])) }, 'key-mismatch-1'));
    expect(await orderCount(ctx.t.app, neighbour.userId)).toBe(1);
    expect(theirs.orderNo).not.toBe(dataOf<Created>(await buyer.create(body, 'key-mismatch-1')).orderNo);
  });
});
