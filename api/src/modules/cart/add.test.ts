import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import type { CartLine } from './schemas';
import { cartClient, createProduct, expectRefused } from './test-catalogue';

describe.each(drivers)('cart: get and add on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async (language = 'en') => cartClient(ctx.t.app, (await ctx.api.signUp()).token, language);

  it('refuses a visitor with 401 and the cart envelope', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/shoppingcart/get' });
    expectRefused(res, 401);
  });

  it('starts empty, adds a line in the request language and merges a second add into it', async () => {
    const cart = await signedIn('ja');
    expect((await cart.get()).json()).toEqual({ code: 200, message: 'ok', success: true, data: [] });
    const { product, skus } = await createProduct(ctx.t.app, [{ price: 12_345, stock: 50, maxPerOrder: 20 }]);
    const sku = skus[0]!;
    const first = await cart.add({ skuId: sku.id, quantity: 2 });
    expect(first.statusCode).toBe(200);
    const line = first.json<{ data: CartLine[] }>().data[0]!;
    expect(line).toEqual({
      id: expect.any(Number),
      skuId: sku.id,
      productId: product.id,
      name: product.name.ja,
      image: product.images[0],
      skuCode: sku.code,
      spec: 'Spec 0 JA',
      price: 123.45,
      quantity: 2,
      stock: 50,
      maxPerOrder: 20,
      selected: true,
      valid: true,
      invalidReason: null,
      addedPrice: 123.45,
    });
    const merged = (await cart.add({ skuId: sku.id, quantity: 3 })).json<{ data: CartLine[] }>().data;
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: line.id, quantity: 5 });
  });

  it('caps the merged quantity at min(stock, maxPerOrder) with a 400 naming quantity and the limit', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{ stock: 8, maxPerOrder: 20 }, { stock: 100, maxPerOrder: 6 }]);
    expectRefused(await cart.add({ skuId: skus[0]!.id, quantity: 9 }), 400, 'Field "quantity" must be at most 8');
    expect(await cart.lines()).toEqual([]);
    await cart.add({ skuId: skus[1]!.id, quantity: 4 });
    expectRefused(await cart.add({ skuId: skus[1]!.id, quantity: 3 }), 400, 'Field "quantity" must be at most 2');
    expect((await cart.lines())[0]!.quantity).toBe(4);
  });

  it.each([
    [{ skuId: 1 }, 'Missing required field "quantity"'],
    [{ skuId: 1, quantity: 0 }, 'Field "quantity" must be at least 1'],
    [{ skuId: 1, quantity: 1.5 }, 'Field "quantity" must be an integer'],
    [{ skuId: 1, quantity: '2' }, 'Field "quantity" must be a number'],
    [{ skuId: 1, quantity: 1, price: 0.01 }, 'Unknown field "price"'],
    [{ skuId: -3, quantity: 1 }, 'Field "skuId" must be at least 1'],
  ])('rejects the bad body %j with 400 and writes nothing', async (body, message) => {
    const cart = await signedIn();
    expectRefused(await cart.add(body), 400, message);
    expect(await cart.lines()).toEqual([]);
  });

  it('answers 404 for an unknown SKU, 410 for one off sale and 400 for one out of stock', async () => {
    const cart = await signedIn();
    const { product, skus } = await createProduct(ctx.t.app, [{}, { onSale: false }, { stock: 0 }]);
    expectRefused(await cart.add({ skuId: 2_000_000_000, quantity: 1 }), 404);
    expectRefused(await cart.add({ skuId: skus[1]!.id, quantity: 1 }), 410, 'This item is no longer on sale');
    expectRefused(await cart.add({ skuId: skus[2]!.id, quantity: 1 }), 400, 'This item is out of stock (field "quantity" can be at most 0)');
    await ctx.t.app.db.update(products).set({ status: 'off_sale' }).where(eq(products.id, product.id));
    expectRefused(await cart.add({ skuId: skus[0]!.id, quantity: 1 }), 410);
    expect(await cart.lines()).toEqual([]);
  });

  it('keeps carts apart: one user never sees another user\'s lines', async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const { skus } = await createProduct(ctx.t.app);
    await alice.add({ skuId: skus[0]!.id, quantity: 1 });
    expect(await bob.lines()).toEqual([]);
    expect(await alice.lines()).toHaveLength(1);
  });
});
