import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { orderItem } from '../testing/order-fixtures';
import { OrderCertificates } from './order-certificates';

describe('order certificates', () => {
  it('lists the lots each line shipped from, with the certificate page and the PDF', () => {
    renderInShop(<OrderCertificates items={[
      orderItem({ skuId: 1, skuCode: 'LM-0903-0001-25G', name: 'Lithium hexafluorophosphate', lots: [
        { lotNumber: 'B90301-1A', quantity: 2, certificateUrl: '/api/safety/certificate/pdf?lot=B90301-1A' },
        { lotNumber: 'B90301-1B', quantity: 1, certificateUrl: '/api/safety/certificate/pdf?lot=B90301-1B' },
      ] }),
      orderItem({ skuId: 2, skuCode: 'CC-2032', name: 'Coin cell cases', lots: [] }),
    ]} />, { url: '/en/user/orderDetail' });
    const region = screen.getByRole('region', { name: 'Lots and certificates of analysis' });
    expect(within(region).queryByText('Coin cell cases')).toBeNull();
    expect(within(region).getAllByRole('link', { name: 'View certificate' }).map((a) => a.getAttribute('href')))
      .toEqual(['/en/certificate?lot=B90301-1A', '/en/certificate?lot=B90301-1B']);
    expect(within(region).getByRole('link', { name: 'Download the CoA of lot B90301-1B (PDF)' }).getAttribute('href'))
      .toBe('/api/safety/certificate/pdf?lot=B90301-1B');
  });

  it('shows nothing while no lot is recorded', () => {
    const { container } = renderInShop(<OrderCertificates items={[orderItem({ skuId: 3 })]} />);
    expect(container.querySelector('.order-certificates')).toBeNull();
  });
});
