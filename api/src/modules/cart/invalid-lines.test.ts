import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productSkus } from '../../db/schema/products';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { cartClient, createProduct } from './test-catalogue';

describe.each(drivers)('cart: lines that can no longer be ordered on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('flags off sale, out of stock, too little stock and a changed price; clear-invalid removes exactly those', async () => {
    const cart = cartClient(ctx.t.app, (await ctx.api.signUp()).token);
    const { skus } = await createProduct(ctx.t.app, Array.from({ length: 5 }, () => ({ price: 1_000, stock: 10 })));
    const offProduct = await createProduct(ctx.t.app, [{ price: 500 }]);
    for (const sku of [...skus, ...offProduct.skus]) await cart.add({ skuId: sku.id, quantity: 3 });

    const db = ctx.t.app.db;
    const setSku = (id: number, values: Partial<typeof productSkus.$inferInsert>) => db.update(productSkus).set(values).where(eq(productSkus.id, id));
    await setSku(skus[0]!.id, { onSale: false });
    await setSku(skus[1]!.id, { stock: 0 });
    await setSku(skus[2]!.id, { stock: 2 });
    await setSku(skus[3]!.id, { price: 1_250 });
    await db.update(products).set({ status: 'off_sale' }).where(eq(products.id, offProduct.product.id));

    const bySku = new Map((await cart.lines()).map((line) => [line.skuId, line]));
    expect(bySku.get(skus[0]!.id)).toMatchObject({ valid: false, invalidReason: 'off_sale' });
    expect(bySku.get(skus[1]!.id)).toMatchObject({ valid: false, invalidReason: 'out_of_stock' });
    expect(bySku.get(skus[2]!.id)).toMatchObject({ valid: false, invalidReason: 'insufficient_stock', stock: 2 });
    expect(bySku.get(skus[3]!.id)).toMatchObject({ valid: false, invalidReason: 'price_changed', price: 12.5, addedPrice: 10 });
    expect(bySku.get(skus[4]!.id)).toMatchObject({ valid: true, invalidReason: null });
    expect(bySku.get(offProduct.skus[0]!.id)).toMatchObject({ valid: false, invalidReason: 'off_sale' });

    const left = (await cart.clearInvalid()).json<{ data: { skuId: number }[] }>().data;
    expect(left.map((line) => line.skuId)).toEqual([skus[4]!.id]);
  });

  it('setting the quantity again confirms a changed price', async () => {
    const cart = cartClient(ctx.t.app, (await ctx.api.signUp()).token);
    const { skus } = await createProduct(ctx.t.app, [{ price: 2_000 }]);
    await cart.add({ skuId: skus[0]!.id, quantity: 2 });
    await ctx.t.app.db.update(productSkus).set({ price: 1_800 }).where(eq(productSkus.id, skus[0]!.id));
    const [line] = await cart.lines();
    expect(line).toMatchObject({ invalidReason: 'price_changed', price: 18, addedPrice: 20 });
    const after = (await cart.modify(`id=${line!.id}&quantity=2`)).json<{ data: unknown[] }>().data;
    expect(after[0]).toMatchObject({ valid: true, invalidReason: null, price: 18, addedPrice: 18 });
  });
});
