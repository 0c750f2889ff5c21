import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { entry, servePoints, stopServing } from '../testing/points-test-kit';
import { PointsBalance } from './points-balance';

afterEach(stopServing);

describe('points balance', () => {
  it('shows the balance; on the portal it links to the points history', async () => {
    servePoints([entry({ balanceAfter: 12345 })]);
    renderInShop(<PointsBalance placement="portal" />);
    const card = screen.getByRole('region', { name: 'Points balance' });
    expect((await within(card).findByText('12,345')).parentElement?.textContent).toBe('12,345 points');
    expect(within(card).getByRole('link', { name: 'View points history' }).getAttribute('href')).toBe('/en/user/userPoints');
  });

  it('on the points page links to the points mall and the points orders', async () => {
    servePoints([], 0);
    renderInShop(<PointsBalance placement="points" />);
    expect(await screen.findByText('You have no points yet. You earn 1 point for every whole yuan you pay for an order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the points mall' }).getAttribute('href')).toBe('/en/pointsMall');
    expect(screen.getByRole('link', { name: 'My points orders' }).getAttribute('href')).toBe('/en/user/pointsOrder');
  });

  it('fails on its own and tries again on request', async () => {
    const server = servePoints([entry({ balanceAfter: 40 })]);
    server.fail = true;
    renderInShop(<PointsBalance placement="portal" />);
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Your points balance could not be loaded.');
    server.fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('40')).toBeTruthy();
  });
});
