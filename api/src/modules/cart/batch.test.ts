import { describe, expect, it } from 'vitest';
import { scenarioItems, scenarios } from '../../db/schema/products';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import type { CartLine, Rejected } from './schemas';
import { cartClient, createProduct, expectRefused } from './test-catalogue';

type Partial = { code: number; success: boolean; data: { cart: CartLine[]; rejected: Rejected[] } };

describe.each(drivers)('cart: batch and bundle adds on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async () => cartClient(ctx.t.app, (await ctx.api.signUp()).token);

  it('adds every line by id or pasted code (any case) and answers 200 with the cart', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{}, {}]);
    const res = await cart.batch({ items: [{ skuId: skus[0]!.id, quantity: 2 }, { skuCode: ` ${skus[1]!.code.toLowerCase()} `, quantity: 3 }] });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; success: boolean; data: CartLine[] }>();
    expect(body).toMatchObject({ code: 200, success: true });
    expect(new Map(body.data.map((l) => [l.skuId, l.quantity]))).toEqual(new Map([[skus[0]!.id, 2], [skus[1]!.id, 3]]));
  });

  it('adds the good lines and answers -1007 listing each line it could not add and why', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{ stock: 5, maxPerOrder: 10 }, { onSale: false }, { stock: 0 }, {}]);
    const [good, off, empty, other] = skus as [typeof skus[0], typeof skus[0], typeof skus[0], typeof skus[0]];
    const res = await cart.batch({
      items: [
        { skuId: good.id, quantity: 4 },
        { skuCode: 'NO-SUCH-CODE', quantity: 1 },
        { skuId: off.id, quantity: 1 },
        { skuCode: empty.code, quantity: 1 },
        { skuId: good.id, quantity: 2 }, // merged with the first: 6 > stock 5
        { skuId: other.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Partial>();
    expect(body).toMatchObject({ code: -1007, success: true, message: 'Some items could not be added to the cart' });
    expect(body.data.rejected).toEqual([
      { index: 1, skuCode: 'NO-SUCH-CODE', reason: 'not_found' },
      { index: 2, skuId: off.id, skuCode: off.code, reason: 'off_sale' },
      { index: 3, skuId: empty.id, skuCode: empty.code, reason: 'out_of_stock' },
      { index: 4, skuId: good.id, skuCode: good.code, reason: 'over_limit' },
    ]);
    expect(new Map(body.data.cart.map((l) => [l.skuId, l.quantity]))).toEqual(new Map([[good.id, 4], [other.id, 1]]));
    expect(await cart.lines()).toEqual(body.data.cart);
  });

  it.each([
    [{ items: [] }, 'Field "items" must have at least 1 item'],
    [{ items: [{ quantity: 1 }] }, 'Field "items.0.skuId" is invalid'],
    [{ items: [{ skuId: 1, skuCode: 'A', quantity: 1 }] }, 'Field "items.0.skuId" is invalid'],
    [{ items: [{ skuCode: 'A', quantity: 0 }] }, 'Field "items.0.quantity" must be at least 1'],
    [{ items: Array.from({ length: 101 }, () => ({ skuCode: 'A', quantity: 1 })) }, 'Field "items" must have at most 100 items'],
  ])('rejects a bad batch with 400 and adds nothing (%#)', async (body, message) => {
    const cart = await signedIn();
    expectRefused(await cart.batch(body), 400, message);
    expect(await cart.lines()).toEqual([]);
  });

  it('adds a whole scenario bundle, listing the items it could not add; an unknown bundle is 404', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{}, {}, { stock: 0 }]);
    const text = { zh: '扣式电池套装', en: 'Coin cell kit', ja: 'コインセルキット', ko: '코인셀 키트' };
    const [bundle] = await ctx.t.app.db.insert(scenarios).values({ name: text, description: text, image: '/media/scenarios/1.svg' }).returning();
    const items = [{ sku: skus[0]!, quantity: 2 }, { sku: skus[1]!, quantity: 1 }];
    await ctx.t.app.db.insert(scenarioItems).values(items.map(({ sku, quantity }, sort) => ({ scenarioId: bundle!.id, skuId: sku.id, quantity, sort })));

    const res = await cart.addScenario(bundle!.id);
    expect(res.json()).toMatchObject({ code: 200, success: true });
    expect((await cart.lines()).map((l) => [l.skuId, l.quantity]).sort()).toEqual(items.map(({ sku, quantity }) => [sku.id, quantity]).sort());

    await ctx.t.app.db.insert(scenarioItems).values({ scenarioId: bundle!.id, skuId: skus[2]!.id, quantity: 1, sort: 9 });
    const partial = (await cart.addScenario(bundle!.id)).json<Partial>();
    expect(partial.code).toBe(-1007);
    expect(partial.data.rejected).toEqual([{ index: 2, skuId: skus[2]!.id, skuCode: skus[2]!.code, reason: 'out_of_stock' }]);
    expect(partial.data.cart.find((l) => l.skuId === skus[0]!.id)!.quantity).toBe(4);

    expectRefused(await cart.addScenario(2_000_000_000), 404);
    expectRefused(await cart.addScenario('x'), 400, 'Field "scenarioId" must be a number');
  });
});
