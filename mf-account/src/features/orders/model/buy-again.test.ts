import { describe, expect, it } from 'vitest';
import { orderItem } from '../testing/order-fixtures';
import { buyAgainReport, cartItemsOf } from './buy-again';

describe('buy again', () => {
  const foil = orderItem({ skuId: 11, quantity: 2, name: 'Lithium foil' });
  const cells = orderItem({ skuId: 12, quantity: 5, name: 'Coin cell cases' });
  const gloves = orderItem({ skuId: 13, quantity: 1, name: 'Nitrile gloves' });

  it('asks the cart for every line in its ordered quantity', () => {
    expect(cartItemsOf([foil, cells])).toEqual([{ skuId: 11, quantity: 2 }, { skuId: 12, quantity: 5 }]);
  });

  it('matches the refused lines back to the order by their index', () => {
    const report = buyAgainReport('LM1', [foil, cells, gloves], [{ index: 1, reason: 'out_of_stock' }]);
    expect(report.added.map((item) => item.name)).toEqual(['Lithium foil', 'Nitrile gloves']);
    expect(report.rejected).toEqual([{ item: cells, reason: 'out_of_stock' }]);
  });
});
