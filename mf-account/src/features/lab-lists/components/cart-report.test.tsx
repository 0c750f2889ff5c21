import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { CartReport } from './cart-report';

const line = { lineId: 1, skuId: 1, skuCode: 'LP-1', name: 'LiPF6', requested: 5, added: 5, status: 'added' as const };

describe('add-all-to-cart report', () => {
  it('says which lines went in whole, in part or not at all', () => {
    renderInShop(
      <CartReport lines={[line, { ...line, lineId: 2, skuCode: 'LP-2', added: 2, status: 'short_of_stock' }, { ...line, lineId: 3, skuCode: 'LP-3', added: 0, status: 'off_sale' }]} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Some lines could not be added in full');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'LiPF6 LP-1 5 added',
      'LiPF6 LP-2 Short of stock: 2 of 5 added',
      'LiPF6 LP-3 No longer sold, not added',
    ]);
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/en/shopping');
  });
});
