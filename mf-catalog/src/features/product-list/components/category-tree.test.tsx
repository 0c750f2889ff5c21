import { afterEach, describe, expect, it } from 'vitest';
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { QueryCache } from '@labmall/shared/data/query-cache';
import { QueryCacheProvider } from '@labmall/shared/data/query-cache-context';
import { allCategoriesQuery } from '@labmall/shared/catalog/all-categories-query';
import { CategoryTree } from './category-tree';

const cat = (id: number, parentId: number, name: string) => ({ id, parentId, name, icon: '', sort: 0 });

function serve(reply: FakeReply) {
  const fake = createFakeAdapter(() => reply);
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  appStore.getState().setCategoryAll([]);
});

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {this.state.error.name} {(this.state.error as Error & { status?: number }).status}</p> : this.props.children;
  }
}

describe('category tree', () => {
  it('shows the path down to the category and its sub-categories as links', async () => {
    const fake = serve({ body: { code: 200, message: 'ok', data: {
      category: cat(12, 1, 'Coin cells'), path: [cat(1, 0, 'Battery experiments'), cat(12, 1, 'Coin cells')],
      children: [{ ...cat(121, 12, 'CR2032'), productCount: 8 }],
    } } });
    render(<MemoryRouter><CategoryTree categoryId={12} /></MemoryRouter>);
    const top = await screen.findByRole('link', { name: 'catalog.list.allCategories' });
    expect(top.getAttribute('href')).toBe('/zh/category');
    expect(fake.requests.find((request) => request.url === '/api/productcategory/getproductcategory')!.params).toEqual({ categoryId: 12 });
    expect(screen.getByRole('link', { name: 'Battery experiments' }).getAttribute('href')).toBe('/zh/category?categoryId=1&title=Battery%20experiments');
    expect(screen.getByText('Coin cells').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'CR2032 (8)' }).getAttribute('href')).toBe('/zh/category?categoryId=121&title=CR2032');
  });

  it('lists the top categories the shell already loaded without a category, asking the API nothing', () => {
    const fake = serve({ body: { code: 200, message: 'ok', data: null } });
    const cache = new QueryCache();
    cache.set(QueryCache.keyOf('1', allCategoriesQuery.key), [cat(1, 0, 'Battery experiments'), cat(2, 0, 'Nano materials')], { primed: true });
    render(<QueryCacheProvider cache={cache}><MemoryRouter><CategoryTree /></MemoryRouter></QueryCacheProvider>);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Battery experiments', 'Nano materials']);
    expect(fake.requests).toHaveLength(0);
  });

  it('turns an unknown category into the 404 page error', async () => {
    serve({ status: 404, body: { code: 404, message: 'not found', data: null } });
    render(<MemoryRouter><Catch><CategoryTree categoryId={999} /></Catch></MemoryRouter>);
    expect((await screen.findByText(/caught/)).textContent).toBe('caught PageError 404');
  });
});
