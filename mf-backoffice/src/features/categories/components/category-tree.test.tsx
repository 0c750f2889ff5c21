import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('keeps the focus on the pressed move button while the move is saved and after the tree is read again', async () => {
    let order = [1, 2, 3];
    let answerReorder: () => void = () => undefined;
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/catalogue/categories') {
        const names: Record<number, string> = { 1: 'Battery experiments', 2: 'Nano materials', 3: 'Glassware' };
        return { body: { code: 200, message: 'ok', data: order.map((id) => node(id, names[id]!, 0)) } };
      }
      return new Promise((resolve) => {
        answerReorder = () => {
          order = (sentBody(config) as { ids: number[] }).ids;
          resolve({ body: { code: 200, message: 'ok', data: null } });
        };
      });
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('catalogue');
    renderInShop(<CategoryTree />);
    const down = await screen.findByRole('button', { name: 'Move Battery experiments down' });
    down.focus();
    fireEvent.click(down);
    // While the move is saved, the buttons ignore clicks but keep the focus.
    expect(down.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(down);
    fireEvent.click(down);
    const reorders = () => fake.requests.filter((r) => r.url === '/api/backoffice/catalogue/categories/reorder');
    await waitFor(() => expect(reorders()).toHaveLength(1));
    expect(document.activeElement).toBe(down);

    answerReorder();
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent))
      .toEqual(['Nano materials', 'Battery experiments', 'Glassware']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Battery experiments down' }));
    expect(document.activeElement!.getAttribute('aria-disabled')).toBeNull();
    expect(reorders()).toHaveLength(1);
  });

  it('offers a sub-category only under a top category (the server keeps two levels)', async () => {
    const fake = createFakeAdapter(() => ({
      body: { code: 200, message: 'ok', data: [node(1, 'Battery experiments', 0, [{ ...node(5, 'Lithium foils', 3), parentId: 1 }])] },
    }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('catalogue');
    renderInShop(<CategoryTree />);
    expect(await screen.findByRole('button', { name: 'Edit Lithium foils' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a sub-category to Battery experiments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a sub-category to Lithium foils' })).toBeNull();
  });

  it('says so when there is no category yet', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: [] } })).adapter;
    signInStaff('catalogue');
    renderInShop(<CategoryTree />);
    expect(await screen.findByText('There are no categories yet. Start with a top-level category.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Category tree' })).toBeNull();
  });
});
