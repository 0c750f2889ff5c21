import { describe, expect, it } from 'vitest';
import { skuFixture } from '../testing/product-fixture';
import { clampQuantity, defaultSku, maxQuantity, skuBlock } from './sku-rules';

describe('SKU rules', () => {
  it('starts with the first SKU that can be bought, else the first one', () => {
    const soldOut = skuFixture({ id: 1, stock: 0 });
    const retired = skuFixture({ id: 2, onSale: false });
    const ok = skuFixture({ id: 3 });
    expect(defaultSku([soldOut, retired, ok])?.id).toBe(3);
    expect(defaultSku([soldOut, retired])?.id).toBe(1);
    expect(defaultSku([])).toBeUndefined();
  });

  it('says why a SKU cannot be chosen (not on sale wins over no stock)', () => {
    expect(skuBlock(skuFixture({ id: 1, onSale: false, stock: 0 }))).toBe('notOnSale');
    expect(skuBlock(skuFixture({ id: 1, stock: 0 }))).toBe('outOfStock');
    expect(skuBlock(skuFixture({ id: 1 }))).toBeNull();
  });

  it('caps the quantity at the stock and the per-order limit', () => {
    expect(maxQuantity(skuFixture({ id: 1, stock: 3, maxPerOrder: 99 }))).toBe(3);
    expect(maxQuantity(skuFixture({ id: 1, stock: 500, maxPerOrder: 20 }))).toBe(20);
    expect(maxQuantity(skuFixture({ id: 1, stock: 0 }))).toBe(0);
    expect([clampQuantity(0, 5), clampQuantity(-3, 5), clampQuantity(9, 5), clampQuantity(2.7, 5), clampQuantity(Number.NaN, 5)]).toEqual([1, 1, 5, 2, 1]);
  });
});
