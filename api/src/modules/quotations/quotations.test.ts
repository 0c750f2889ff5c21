import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { DEMO_ACCOUNT } from '../../db/seed/demo-account';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf, orderCount, shopper, stockOf } from '../orders/order-kit';
import { answer, expire, quotationCalls, requestedQuotation } from './quotation-kit';

describe.each(drivers)('quotations on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('records a request at the catalogue names; only its owner can see it (404 for anyone else)', async () => {
    const { calls, quoteNo, created } = await requestedQuotation(ctx.t.app);
    expect(quoteNo).toMatch(/^QT\d{8}\d{5,}$/);
    expect(created).toMatchObject({ status: 'requested', lineCount: 2, totalAmount: null, canAccept: false, firstLineName: 'LiPF6 electrolyte' });
    expect(dataOf<{ items: { quoteNo: string }[] }>(await calls.list()).items.map((q) => q.quoteNo)).toEqual([quoteNo]);

    const stranger = quotationCalls(await shopper(ctx.t.app));
    expect((await stranger.detail(quoteNo)).statusCode).toBe(404);
    expect((await stranger.pdf(quoteNo)).statusCode).toBe(404);
    expect((await stranger.accept(quoteNo)).statusCode).toBe(404);
    expect(dataOf<{ total: number }>(await stranger.list()).total).toBe(0);
    expect((await ctx.api.send('GET', `/api/quotation/detail?quoteNo=${quoteNo}`, undefined)).statusCode).toBe(401);
  });

  it('refuses a wanted date in the past and an unknown SKU', async () => {
    const { calls, body } = await requestedQuotation(ctx.t.app);
    expect((await calls.create({ ...body, wantedDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await calls.create({ ...body, items: [{ skuId: 2_000_000_000, quantity: 1 }] })).statusCode).toBe(409);
  });

  it('accepting before it is quoted is refused; once quoted, it creates one unpaid order at the quoted prices', async () => {
    const { buyer, calls, skus, quoteNo } = await requestedQuotation(ctx.t.app);
    expect((await calls.accept(quoteNo)).json()).toMatchObject({ code: 409, message: expect.stringMatching(/status/i) as string });
    await answer(ctx.t.app, quoteNo, skus.map((s) => s.code));
    const quoted = dataOf<Record<string, unknown>>(await calls.detail(quoteNo));
    expect(quoted).toMatchObject({ status: 'quoted', goodsAmount: 1200, shippingAmount: 15, totalAmount: 1215, canAccept: true, staffNote: 'Delivery in 5 working days' });

    const accepted = dataOf<{ orderNo: string; status: string; payAmount: number }>(await calls.accept(quoteNo));
    expect(accepted).toMatchObject({ status: 'unpaid', payAmount: 1215 });
    const order = dataOf<{ goodsAmount: number; shippingAmount: number; payAmount: number; items: { unitPrice: number; quantity: number }[] }>(await buyer.detail(accepted.orderNo));
    expect(order).toMatchObject({ goodsAmount: 1200, shippingAmount: 15, payAmount: 1215 });
    expect(order.items.map((i) => [i.unitPrice, i.quantity])).toEqual([[80, 10], [200, 2]]);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(40);
    expect(dataOf(await calls.detail(quoteNo))).toMatchObject({ status: 'accepted', orderNo: accepted.orderNo, canAccept: false });

    // Payable through the existing payment flow.
    const payment = await buyer.send('POST', '/api/payment/create', { orderNo: accepted.orderNo, method: 'alipay' });
    expect(payment.statusCode).toBe(200);
  });

  it('repeated and parallel accepts create exactly one order', async () => {
    const { buyer, calls, skus, quoteNo } = await requestedQuotation(ctx.t.app);
    await answer(ctx.t.app, quoteNo, skus.map((s) => s.code));
    const replies = await Promise.all([calls.accept(quoteNo), calls.accept(quoteNo), calls.accept(quoteNo)]);
    const orderNos = replies.map((reply) => dataOf<{ orderNo: string }>(reply).orderNo);
    expect(new Set(orderNos).size).toBe(1);
    expect(dataOf<{ orderNo: string }>(await calls.accept(quoteNo)).orderNo).toBe(orderNos[0]);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(1);
    expect(await stockOf(ctx.t.app, skus[1]!.id)).toBe(48);
  });

  it('the detail names each line\'s regulated class as the catalogue says it (null for the others)', async () => {
    const { calls, quoteNo, created } = await requestedQuotation(ctx.t.app);
    const productId = (created as unknown as { lines: { productId: number }[] }).lines[0]!.productId;
    expect(dataOf<{ lines: { regulatedClass: string | null }[] }>(await calls.detail(quoteNo)).lines.map((l) => l.regulatedClass)).toEqual([null, null]);
    await ctx.t.app.db.update(products).set({ regulatedClass: 'precursor' }).where(eq(products.id, productId));
    expect(dataOf<{ lines: { regulatedClass: string | null }[] }>(await calls.detail(quoteNo)).lines.map((l) => l.regulatedClass)).toEqual(['precursor', 'precursor']);
  });

  it('an expired quotation reads as expired and cannot be accepted', async () => {
    const { buyer, calls, skus, quoteNo } = await requestedQuotation(ctx.t.app);
    await answer(ctx.t.app, quoteNo, skus.map((s) => s.code));
    await expire(ctx.t.app, quoteNo);
    expect(dataOf(await calls.detail(quoteNo))).toMatchObject({ status: 'expired', canAccept: false });
    expect(dataOf<{ total: number }>(await calls.list('status=expired')).total).toBe(1);
    const refused = await calls.accept(quoteNo);
    expect(refused.json()).toMatchObject({ code: 409, message: expect.stringMatching(/expired/i) as string });
    const [row] = await ctx.t.app.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId));
    expect(row!.n).toBe(0);
  });

  it('the seed gives the demo account a quoted and a requested quotation of the LiPF6 electrolyte', async () => {
    const { token } = await ctx.api.signIn(DEMO_ACCOUNT.account, DEMO_ACCOUNT.password);
    const list = await ctx.api.send('GET', '/api/quotation/list', undefined, { token, language: 'zh' });
    const items = dataOf<{ items: { status: string; firstLineName: string; totalAmount: number | null }[] }>(list).items;
    expect(items.map((q) => q.status).sort()).toEqual(['quoted', 'requested']);
    expect(items.find((q) => q.status === 'quoted')!.totalAmount).toBeGreaterThan(0);
    expect(items[0]!.firstLineName).toMatch(/六氟磷酸锂/);
  });
});
