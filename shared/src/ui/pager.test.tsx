import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '@labmall/shared/testing/render-in-shop';
import { Pager } from './pager';

function StatePager({ lastPage }: { lastPage: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} lastPage={lastPage} total={45} onPage={setPage} />;
}

describe('pager', () => {
  it('shows nothing for a single page', () => {
    renderInShop(<Pager page={1} lastPage={1} searchOf={(n) => `?page=${n}`} />, {}, '/list');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links each page when the page lives in the URL, with the current one marked and no way back from the first', () => {
    renderInShop(<Pager page={1} lastPage={5} searchOf={(n) => `?page=${n}`} label="Order pages" numbered />, {}, '/list');
    const nav = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('href')).toBe('/en/list?page=5');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/list?page=2');
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
  });

  it('pages with buttons when the page is held in state, keeping the focus on "next" at the last page', () => {
    renderInShop(<StatePager lastPage={2} />, {}, '/list');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 1 of 2 (45 in all)')).toBeTruthy();
    const next = within(nav).getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(within(nav).getByText('Page 2 of 2 (45 in all)')).toBeTruthy();
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(within(nav).getByText('Page 2 of 2 (45 in all)')).toBeTruthy();
  });
});
