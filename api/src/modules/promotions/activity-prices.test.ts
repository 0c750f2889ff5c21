import { describe, expect, it } from 'vitest';
import { texts } from '../../test/catalogue-rows';
import { applyActivityPrices, type ActivityPrice } from './activity-prices';
import type { PricedLine } from './price-order';

const line = (skuId: number, listPrice: number, quantity = 3, problem: PricedLine['problem'] = null): PricedLine => ({
  skuId, productId: 1, categoryId: 101, topCategoryId: 1, name: texts('p'), spec: texts('s'), skuCode: 'C', image: '', quantity,
  stock: 10, maxPerOrder: 10, listPrice, unitPrice: listPrice, activity: null, amount: listPrice * quantity, fullReductionRuleId: null, problem,
  regulatedClass: null,
});
const endsAt = new Date('2030-01-01T00:00:00Z');
const offer = (skuId: number, price: number, activityId: number): ActivityPrice => ({ skuId, price, activityId, name: texts(`a${activityId}`), endsAt });

describe('activity prices', () => {
  it('sells at the lowest activity price of the SKU, the lower activity id on a tie', () => {
    const [priced] = applyActivityPrices([line(1, 10_000)], [offer(1, 9_000, 5), offer(1, 8_500, 7), offer(1, 8_500, 6)]);
    expect(priced).toMatchObject({ listPrice: 10_000, unitPrice: 8_500, amount: 25_500, activity: { id: 6, endsAt } });
  });

  it('keeps the list price when the activity price is not lower, and for SKUs in no activity', () => {
    const lines = applyActivityPrices([line(1, 10_000), line(2, 5_000)], [offer(1, 10_000, 5), offer(3, 1, 5)]);
    expect(lines.map((l) => [l.unitPrice, l.amount, l.activity])).toEqual([[10_000, 30_000, null], [5_000, 15_000, null]]);
  });

  it('still prices a line that has a problem (the preview shows it), but not an unknown SKU', () => {
    const lines = applyActivityPrices([line(1, 10_000, 3, 'insufficient_stock'), line(2, 0, 1, 'unknown')], [offer(1, 7_000, 1), offer(2, 1, 1)]);
    expect(lines.map((l) => l.amount)).toEqual([21_000, 0]);
  });
});
