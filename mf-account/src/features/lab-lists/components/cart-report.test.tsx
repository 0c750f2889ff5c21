import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import { CartReport } from './cart-report';

const line = { lineId: 1, skuId: 1, skuCode: 'LP-1', name: 'LiPF6', requested: 5, added: 5, status: 'added' as const };

describe('add-all-to-cart report', () => {
  it('says which lines went in whole, in part or not at all', () => {
    render(
      <MemoryRouter>
        <CartReport lines={[line, { ...line, lineId: 2, skuCode: 'LP-2', added: 2, status: 'short_of_stock' }, { ...line, lineId: 3, skuCode: 'LP-3', added: 0, status: 'off_sale' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('labLists.cart.someNotAdded');
    expect(screen.getAllByRole('listitem').map((item) => item.className)).toEqual(['lab-report-added', 'lab-report-short_of_stock', 'lab-report-off_sale']);
    expect(screen.getByRole('link', { name: 'labLists.cart.goToCart' }).getAttribute('href')).toBe('/zh/shopping');
  });
});
