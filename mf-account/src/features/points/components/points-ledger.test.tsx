import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { entry, servePoints, stopServing } from '../testing/points-test-kit';
import { PointsLedger } from './points-ledger';

afterEach(stopServing);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const filter = () => screen.getByRole('navigation', { name: 'Filter by source' });

/** 25 entries, newest first, whose running totals add up: 3 orders, 1 exchange, then tasks. */
function history() {
  const items = [
    entry({ source: 'exchange', delta: -500, balanceAfter: 1730, reference: 'PX1001', note: 'Pipette set' }),
    entry({ source: 'order', delta: 1200, balanceAfter: 2230, reference: 'LM2025030500001' }),
    entry({ source: 'order', delta: 30, balanceAfter: 1030 }),
    entry({ source: 'order', delta: 0, balanceAfter: 1000, reference: '' }),
    ...Array.from({ length: 21 }, (_, i) => entry({ source: 'task', delta: 10, balanceAfter: 1000 - i * 10, reference: `T${i}` })),
  ];
  return items;
}

describe('points ledger', () => {
  it('shows date, source, reference, signed change and the running total; orders link to their detail', async () => {
    servePoints(history());
    renderInShop(<PointsLedger />);
    await screen.findByRole('table', { name: 'Points history' });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent))
      .toEqual(['Date', 'Source', 'Reference', 'Change', 'Balance']);
    expect(rows()).toHaveLength(20);
    const [exchange, order] = rows();
    expect(cellsOf(exchange!).slice(1)).toEqual(['ExchangePipette set', 'PX1001', '−500', '1,730']);
    expect(cellsOf(exchange!)[0]).toMatch(/^Mar 5, 2025/);
    expect(cellsOf(order!).slice(1)).toEqual(['Order', 'LM2025030500001', '+1,200', '2,230']);
    expect(within(order!).getByRole('link', { name: 'LM2025030500001' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM2025030500001');
    expect(within(exchange!).queryByRole('link')).toBeNull();
  });

  it('filters by source through the URL, back to page 1, and marks the chosen filter', async () => {
    const server = servePoints(history());
    renderInShop(<PointsLedger />, { url: '/en/user/userPoints?page=2' });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(filter()).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(filter()).getByRole('link', { name: 'Order' }));
    expect(currentUrl()).toBe('/en/user/userPoints?source=order');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(filter()).getByRole('link', { name: 'Order' }).getAttribute('aria-current')).toBe('page');
    expect(server.calls.at(-1)).toEqual({ url: '/api/points/ledger', params: { source: 'order', page: 1, pageSize: 20 } });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages through the URL and leaves out an empty source, which the API would refuse', async () => {
    const server = servePoints(history());
    renderInShop(<PointsLedger />, { url: '/en/user/userPoints?source=' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(currentUrl()).toBe('/en/user/userPoints?page=2');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2 of 2')).toBeTruthy();
    expect(cellsOf(rows()[4]!).slice(3)).toEqual(['+10', '800']);
    expect(server.calls.map((call) => call.params)).toEqual([{ page: 1, pageSize: 20 }, { page: 2, pageSize: 20 }]);
  });

  it('opens on the filter and page of the URL', async () => {
    const server = servePoints([...history(), ...Array.from({ length: 25 }, () => entry({ source: 'task' }))]);
    renderInShop(<PointsLedger />, { url: '/en/user/userPoints?source=task&page=2' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(server.calls[0]).toEqual({ url: '/api/points/ledger', params: { source: 'task', page: 2, pageSize: 20 } });
    expect(within(filter()).getByRole('link', { name: 'Task' }).getAttribute('aria-current')).toBe('page');
    expect(within(filter()).getByRole('link', { name: 'Exchange' }).getAttribute('href')).toBe('/en/user/userPoints?source=exchange');
  });

  it('says when there is nothing yet, nothing of a kind, or nothing on a page past the end', async () => {
    servePoints([]);
    const view = renderInShop(<PointsLedger />);
    expect(await screen.findByText('No points activity yet. Paid orders earn points.')).toBeTruthy();
    view.unmount();

    servePoints([entry({ source: 'order' })]);
    const filtered = renderInShop(<PointsLedger />, { url: '/en/user/userPoints?source=adjustment' });
    expect(await screen.findByText('There are no entries of this kind.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all entries' }).getAttribute('href')).toBe('/en/user/userPoints');
    filtered.unmount();

    servePoints([entry({ source: 'order' })]);
    renderInShop(<PointsLedger />, { url: '/en/user/userPoints?source=order&page=9' });
    expect(await screen.findByText('There are no entries on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/en/user/userPoints?source=order');
  });

  it('says when the history cannot be loaded and tries again on request', async () => {
    const server = servePoints(history());
    server.fail = true;
    renderInShop(<PointsLedger />);
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Your points history could not be loaded.');
    server.fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });
});
