import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { CategoryTree } from './category-tree';

const node = (id: number, en: string, productCount: number, children: unknown[] = []) =>
  ({ id, parentId: null, sort: id, icon: '', name: { zh: `${en} zh`, en, ja: `${en} ja`, ko: `${en} ko` }, productCount, children });

function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/categories') return { body: { code: 200, message: 'ok', data: [node(1, 'Battery experiments', 31), node(2, 'Nano materials', 0)] } };
    if (config.url === '/api/backoffice/catalogue/categories/delete') return { status: 409, body: { code: 409, message: 'This category still has products or sub-categories', data: null } };
    return { body: { code: 200, message: 'ok', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const posted = (requests: ReturnType<typeof serve>, url: string) => requests.filter((r) => r.url === url).map(sentBody);

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('category tree', () => {
  it('moves a category down among its siblings, and shows why one in use cannot be deleted', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<CategoryTree />);
    expect(await screen.findByText('Battery experiments ja')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Battery experiments down' }));
    expect(await screen.findByText('Battery experiments was moved.')).toBeTruthy();
    expect(posted(requests, '/api/backoffice/catalogue/categories/reorder')).toEqual([{ parentId: null, ids: [2, 1] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Battery experiments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText('This category still has products or sub-categories')).closest('[role="alert"]')).toBeTruthy();
  });

  it('adds a sub-category with its four names in a dialog', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<CategoryTree />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a sub-category to Nano materials' }));
    const names = { zh: '碳材料', en: 'Carbon', ja: '炭素材料', ko: '탄소 소재' };
    for (const [language, label] of [['zh', 'Chinese'], ['en', 'English'], ['ja', 'Japanese'], ['ko', 'Korean']] as const) {
      fireEvent.change(screen.getByRole('textbox', { name: `Name · ${label}` }), { target: { value: names[language] } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The category was saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(requests, '/api/backoffice/catalogue/categories/save')).toEqual([{ parentId: 2, icon: '', name: names }]);
  });
});
