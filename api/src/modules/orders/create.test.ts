import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import type { OrderDetail } from './response-schemas';
import { dataOf, orderCount, shopper, stockOf } from './order-kit';

describe.each(drivers)('orders: creating one on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('orders cart lines: stock taken, lines snapshotted, address copied, cart lines gone, timeline started', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 3_000, stock: 10 }, { price: 4_500, stock: 5 }, { stock: 7 }]);
    await buyer.cart.add({ skuId: skus[0]!.id, quantity: 2 });
    await buyer.cart.add({ skuId: skus[1]!.id, quantity: 1 });
    await buyer.cart.add({ skuId: skus[2]!.id, quantity: 1 });
    const [, second, first] = await buyer.cart.lines(); // newest first
    const cartLineIds = [first!.id, second!.id];
    const preview = dataOf<{ payAmount: number; lines: { cartLineId: number }[] }>(await buyer.preview({ cartLineIds, userCouponId: null }));
    expect(preview).toMatchObject({ payAmount: 105, lines: [{ cartLineId: first!.id }, { cartLineId: second!.id }] });

    const before = Date.now();
    const res = await buyer.create({ cartLineIds, addressId: buyer.address.id, invoice: { type: 'ordinary', title: '某大学', taxNumber: '' }, note: '请工作日送达', userCouponId: null, expectedPayAmount: 105 });
    const created = dataOf<{ orderNo: string; status: string; payAmount: number; payDeadline: string }>(res);
    expect(created.orderNo).toMatch(/^LM\d{8}\d{6,}$/);
    expect(created).toMatchObject({ status: 'unpaid', payAmount: 105 });
    const deadline = Date.parse(created.payDeadline) - before;
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(8);
    expect(await stockOf(ctx.t.app, skus[1]!.id)).toBe(4);
    expect((await buyer.cart.lines()).map((line) => line.skuId)).toEqual([skus[2]!.id]);

    // Later edits to the address book do not change the order's copy.
    await buyer.send('POST', '/api/address/update', { id: buyer.address.id, receiver: 'Someone else' });
    const detail = dataOf<OrderDetail>(await buyer.detail(created.orderNo));
    expect(detail).toMatchObject({
      orderNo: created.orderNo, status: 'unpaid', payAmount: 105, goodsAmount: 105, shippingAmount: 0, itemCount: 3,
      address: { receiver: buyer.address.receiver, district: '徐汇区' },
      invoice: { type: 'ordinary', title: '某大学', taxNumber: '' }, note: '请工作日送达',
      actions: ['pay', 'cancel'],
      timeline: [{ from: null, to: 'unpaid', actor: 'buyer', reason: null }],
    });
    expect(detail.items).toMatchObject([
      { skuId: skus[0]!.id, unitPrice: 30, listPrice: 30, quantity: 2, amount: 60, spec: 'Spec 0 EN' },
      { skuId: skus[1]!.id, unitPrice: 45, quantity: 1, amount: 45 },
    ]);
  });

  it('keeps every digit of the order number past the millionth order', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 1_000, stock: 10 }]);
    await ctx.t.app.db.execute(sql`SELECT setval('order_no_seq', 999999, false)`);
    const numbers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await buyer.cart.add({ skuId: skus[0]!.id, quantity: 1 });
      const [line] = await buyer.cart.lines();
      const res = await buyer.create({ cartLineIds: [line!.id], addressId: buyer.address.id, invoice: { type: 'none' }, note: '', expectedPayAmount: 20 }); // ¥10 + ¥10 shipping
      numbers.push(dataOf<{ orderNo: string }>(res).orderNo);
    }
    expect(numbers[0]).toMatch(/^LM\d{8}999999$/);
    expect(numbers[1]).toMatch(/^LM\d{8}1000000$/);
  });

  it("another shopper's cart line or address is a 404 and nothing changes", async () => {
    const owner = await shopper(ctx.t.app);
    const thief = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 12_000, stock: 5 }]);
    await owner.cart.add({ skuId: skus[0]!.id, quantity: 1 });
    const [line] = await owner.cart.lines();

    expect((await thief.preview({ cartLineIds: [line!.id] })).statusCode).toBe(404);
    const stolenLine = await thief.create({ cartLineIds: [line!.id], addressId: thief.address.id, invoice: { type: 'none' }, note: '', expectedPayAmount: 120 });
    expect(stolenLine.json()).toMatchObject({ code: 404, data: null });
    const body = await thief.orderBody([{ skuId: skus[0]!.id, quantity: 1 }]);
    expect((await thief.create({ ...body, addressId: owner.address.id })).statusCode).toBe(404);

    expect(await owner.cart.lines()).toHaveLength(1);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(5);
    expect(await orderCount(ctx.t.app, thief.userId)).toBe(0);
  });

  it('refuses lines with problems with 409 lineUnavailable naming each line', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 2 }, { onSale: false }, { stock: 0 }]);
    const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }]);
    const res = await buyer.create({
      ...body,
      items: [{ skuId: skus[0]!.id, quantity: 3 }, { skuId: skus[1]!.id, quantity: 1 }, { skuId: skus[2]!.id, quantity: 1 }, { skuId: 2_000_000_000, quantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      message: 'Some items are no longer available in that quantity; please adjust them and try again',
      data: {
        lines: [
          { skuId: skus[0]!.id, problem: 'insufficient_stock' },
          { skuId: skus[1]!.id, problem: 'off_sale' },
          { skuId: skus[2]!.id, problem: 'out_of_stock' },
          { skuId: 2_000_000_000, problem: 'unknown' },
        ],
      },
    });
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(2);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(0);
  });
});
