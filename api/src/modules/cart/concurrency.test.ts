import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import type { Rejected } from './schemas';
import { cartClient, createProduct, expectRefused } from './test-catalogue';

describe.each(drivers)('cart: simultaneous requests and the 100-line cap on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async () => cartClient(ctx.t.app, (await ctx.api.signUp()).token);

  it('simultaneous adds of one SKU make one line and lose no quantity', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{ stock: 100, maxPerOrder: 50 }]);
    const replies = await Promise.all(Array.from({ length: 10 }, () => cart.add({ skuId: skus[0]!.id, quantity: 2 })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const lines = await cart.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(20);
  });

  it('simultaneous adds never pass the limit together: the merged quantity stays within it', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{ stock: 5, maxPerOrder: 99 }]);
    const replies = await Promise.all(Array.from({ length: 8 }, () => cart.add({ skuId: skus[0]!.id, quantity: 1 })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const refused of replies.filter((r) => r.statusCode !== 200)) expectRefused(refused, 400, 'Field "quantity" must be at most 0');
    expect((await cart.lines())[0]!.quantity).toBe(5);
  });

  it('holds at most 100 lines, even when the last places are raced for', async () => {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, Array.from({ length: 105 }, () => ({})));
    const first = await cart.batch({ items: skus.slice(0, 99).map((sku) => ({ skuId: sku.id, quantity: 1 })) });
    expect(first.json().code).toBe(200);

    const raced = await Promise.all(skus.slice(99, 103).map((sku) => cart.add({ skuId: sku.id, quantity: 1 })));
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of raced.filter((r) => r.statusCode !== 200)) expectRefused(refused, 409);
    expect(await cart.lines()).toHaveLength(100);

    // A full cart still takes more of a SKU it holds; a new SKU in a batch is listed as cart_full.
    const batch = await cart.batch({ items: [{ skuId: skus[0]!.id, quantity: 1 }, { skuId: skus[104]!.id, quantity: 1 }] });
    expect(batch.json<{ code: number; data: { rejected: Rejected[] } }>()).toMatchObject({
      code: -1007,
      data: { rejected: [{ index: 1, skuId: skus[104]!.id, reason: 'cart_full' }] },
    });
  });
});
