import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { renderInShop } from '../../../testing/render-in-shop';
import type { LabList } from '../api/lab-list-types';
import { LabListDetail } from './lab-list-detail';

const line = { id: 11, skuId: 3, skuCode: 'LP-25G', productId: 90301, name: 'Lithium hexafluorophosphate', spec: '25 g', image: '', price: 128, stock: 4, quantity: 2, state: 'available' as const };
const list: LabList = { id: 5, name: 'Monthly consumables', updatedAt: '2026-01-01T00:00:00Z', lines: [line] };
let requests: InternalAxiosRequestConfig[];
let detailReply: FakeReply;

beforeEach(() => {
  detailReply = { body: { code: 200, message: 'ok', data: list } };
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/lablists/line/update') return { body: { code: 200, message: 'ok', data: { ...list, lines: [{ ...line, quantity: 6, state: 'short_of_stock' }] } } };
    if (config.url === '/api/lablists/add-to-cart') {
      return { body: { code: -1007, message: 'Some items could not be added to the cart', data: { lines: [{ lineId: 11, skuId: 3, skuCode: 'LP-25G', name: line.name, requested: 6, added: 4, status: 'short_of_stock' }] } } };
    }
    if (config.url === '/api/shoppingcart/get') return { body: { code: 200, message: 'ok', success: true, data: [] } };
    return detailReply;
  });
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
});

/** The Availability cell of the list's first line, as the shopper reads it. */
const availability = () =>
  within(screen.getByRole('table', { name: 'Products on the list' })).getAllByRole('row')[1]?.querySelectorAll('td')[2]?.textContent;

describe('lab list page', () => {
  it('saves an edited quantity, shows the line short of stock, and reports a partial add to cart', async () => {
    renderInShop(<LabListDetail id={5} />, { url: '/en/user/labListDetail?id=5' });
    const quantity = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of Lithium hexafluorophosphate (LP-25G)' });
    expect(availability()).toBe('In stock');
    fireEvent.change(quantity, { target: { value: '6' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(availability()).toBe('Short of stock (only 4 left)'));
    expect(quantity.value).toBe('6');
    expect(sentBody(requests.find((r) => r.url === '/api/lablists/line/update')!)).toEqual({ listId: 5, lineId: 11, quantity: 6 });

    fireEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const report = await screen.findByTestId('cart-report');
    expect(within(report).getByRole('heading').textContent).toBe('Some lines could not be added in full');
    expect(report.textContent).toContain('Short of stock: 4 of 6 added');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/shoppingcart/get')).toBe(true)); // the header's count follows
  });

  it('says "not found" for a list that is not the shopper\'s (404), and offers a retry for other failures', async () => {
    detailReply = { status: 404, body: { code: 404, message: 'The requested resource was not found', data: null } };
    const { unmount } = renderInShop(<LabListDetail id={5} />);
    const notFound = await screen.findByRole('alert');
    expect(notFound.firstElementChild?.textContent).toBe('This list was not found.');
    expect(within(notFound).getByRole('link', { name: 'Back to my lists' }).getAttribute('href')).toBe('/en/user/labLists');
    expect(within(notFound).queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();

    detailReply = 'network';
    renderInShop(<LabListDetail id={6} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    detailReply = { body: { code: 200, message: 'ok', data: { ...list, id: 6 } } };
    fireEvent.click(retry);
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Lithium hexafluorophosphate (LP-25G)' })).toHaveProperty('value', '2');
  });
});
