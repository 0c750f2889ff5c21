import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { serveFavourites, stopServing } from '../testing/favourites-test-kit';
import { FavouritesList } from './favourites-list';

afterEach(stopServing);

const FAVOURITES = '/en/user/favourites';
const shown = () => within(screen.getByTestId('favourites')).getAllByRole('link').map((link) => link.textContent);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const removeButton = (id: number) => screen.getByRole('button', { name: `Remove Product ${id} from favourites` });

describe('favourites list', () => {
  it('goes back a page when a removal empties the last one, instead of saying there are none', async () => {
    serveFavourites(range(1, 21));
    renderInShop(<FavouritesList />, { url: `${FAVOURITES}?page=2` });
    await waitFor(() => expect(shown()).toEqual(['Product 21']));
    fireEvent.click(removeButton(21));
    await waitFor(() => expect(currentUrl()).toBe(`${FAVOURITES}?page=1`));
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(shown()[0]).toBe('Product 1');
    expect(screen.queryByText('No favourites yet: click the heart on a product.')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull(); // 20 left: one page
    expect(screen.getByText('Removed from your favourites')).toHaveProperty('className', 'visually-hidden');
  });

  it('reloads the page when its last product goes while later pages hold more', async () => {
    const server = serveFavourites(range(1, 22));
    renderInShop(<FavouritesList />, { url: FAVOURITES });
    await waitFor(() => expect(shown()).toHaveLength(20));
    // All twenty, quickly: each before the last has answered.
    for (const button of within(screen.getByTestId('favourites')).getAllByRole('button')) fireEvent.click(button);
    await waitFor(() => expect(shown()).toEqual(['Product 21', 'Product 22']));
    expect(currentUrl()).toBe(FAVOURITES);
    expect(server.listed).toEqual([1, 1]);
  });

  it('shows the last page for a page number past the end (an old link)', async () => {
    serveFavourites(range(1, 21));
    renderInShop(<FavouritesList />, { url: `${FAVOURITES}?page=5` });
    await waitFor(() => expect(shown()).toEqual(['Product 21']));
    expect(currentUrl()).toBe(`${FAVOURITES}?page=2`);
  });

  it('says there are none once the last favourite is removed', async () => {
    serveFavourites([7]);
    renderInShop(<FavouritesList />, { url: FAVOURITES });
    await waitFor(() => expect(shown()).toEqual(['Product 7']));
    fireEvent.click(removeButton(7));
    expect(await screen.findByText('No favourites yet: click the heart on a product.')).toHaveProperty('tagName', 'P');
  });
});
