import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/products';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { dataOf, shopper } from './order-kit';

describe.each(drivers)('a cancelled order gives its stock back without touching the SKU’s edit version (%s)', (driver) => {
  const ctx = useAuthApp(driver);
  const versionOf = async (skuId: number) =>
    (await ctx.t.app.db.select({ at: productSkus.updatedAt }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.at.toISOString();

  it('keeps updated_at, so a console edit opened before the cancel is still accepted (no spurious 409)', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 20_000, stock: 4 }]);
    const skuId = skus[0]!.id;
    const { orderNo } = dataOf<{ orderNo: string }>(await buyer.create(await buyer.orderBody([{ skuId, quantity: 1 }])));
    const before = await versionOf(skuId);
    expect((await buyer.cancel(orderNo)).statusCode).toBe(200);
    expect(await versionOf(skuId)).toBe(before);
  });
});
