import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { dataOf, shopper, stockOf } from './order-kit';

type Summary = { orderNo: string; status: string; itemCount: number; firstItem: { name: string; image: string }; lineCount: number; lines: { skuId: number; quantity: number; unitPrice: number }[]; actions: string[] };
type Page = { items: Summary[]; total: number; page: number; pageSize: number };

describe.each(drivers)('orders: list, counts, detail and other shoppers on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('lists newest first, filters by status and by keyword (order number or product name), pages, counts', async () => {
    const buyer = await shopper(ctx.t.app);
    const first = await createProduct(ctx.t.app, [{ price: 15_000 }]);
    const second = await createProduct(ctx.t.app, [{ price: 15_000 }]);
    const place = async (skuId: number, quantity: number) =>
      dataOf<{ orderNo: string }>(await buyer.create(await buyer.orderBody([{ skuId, quantity }]))).orderNo;
    const a = await place(first.skus[0]!.id, 2);
    const b = await place(second.skus[0]!.id, 1);
    const c = await place(second.skus[0]!.id, 3);
    await buyer.cancel(b);

    const all = dataOf<Page>(await buyer.list());
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(all.items.map((o) => [o.orderNo, o.status, o.itemCount])).toEqual([[c, 'unpaid', 3], [b, 'cancelled', 1], [a, 'unpaid', 2]]);
    expect(all.items[2]!.firstItem).toEqual({ name: first.product.name.en, image: first.product.images[0] });
    // Each card carries its first lines and the actions its status allows, so the list needs no detail call.
    expect(all.items[2]).toMatchObject({ lineCount: 1, lines: [{ skuId: first.skus[0]!.id, quantity: 2 }], actions: ['pay', 'cancel'] });
    expect(all.items[1]!.actions).toEqual(['buyAgain']);

    expect(dataOf<Page>(await buyer.list('status=unpaid')).items.map((o) => o.orderNo)).toEqual([c, a]);
    expect(dataOf<Page>(await buyer.list(`keyword=${a.slice(-6)}`)).items.map((o) => o.orderNo)).toEqual([a]);
    // A product name in any language finds the order, whatever the shopper's language now.
    const chineseName = encodeURIComponent(second.product.name.zh);
    expect(dataOf<Page>(await buyer.list(`keyword=${chineseName}`)).items.map((o) => o.orderNo)).toEqual([c, b]);
    expect(dataOf<Page>(await buyer.list('keyword=%25')).total).toBe(0);
    const paged = dataOf<Page>(await buyer.list('page=2&pageSize=2'));
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ orderNo: a }] });
    expect((await buyer.list('pageSize=101')).json().message).toBe('Field "pageSize" must be at most 100');
    expect((await buyer.list('status=lost')).statusCode).toBe(400);

    expect(dataOf(await buyer.counts())).toEqual({ unpaid: 2, paid: 0, shipped: 0, completed: 0, cancelled: 1, closed: 0 });
  });

  it("another shopper's order is a 404 for detail, cancel and confirm-receipt, and does not appear in their list", async () => {
    const owner = await shopper(ctx.t.app);
    const other = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 5 }]);
    const { orderNo } = dataOf<{ orderNo: string }>(await owner.create(await owner.orderBody([{ skuId: skus[0]!.id, quantity: 2 }])));

    for (const res of [await other.detail(orderNo), await other.cancel(orderNo), await other.confirmReceipt(orderNo), await owner.detail('LM000')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
    expect(dataOf<Page>(await other.list()).total).toBe(0);
    expect(dataOf(await other.counts())).toMatchObject({ unpaid: 0 });
    expect(dataOf(await owner.detail(orderNo))).toMatchObject({ status: 'unpaid' });
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(3);
  });
});
