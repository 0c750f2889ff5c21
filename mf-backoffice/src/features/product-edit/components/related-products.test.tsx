import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { RelatedList, RelatedProduct } from '../api/get-product';
import { RelatedProducts } from './related-products';

const named = (id: number, en: string, zh: string, extra: Partial<RelatedProduct> = {}): RelatedProduct => ({
  id, name: { zh, en, ja: en, ko: en }, status: 'on_sale', image: null, ...extra,
});
const salt = named(11, 'LiPF6 salt', '六氟磷酸锂', { image: '/media/catalogue/00000000-0000-0000-0000-00000000000a/960.webp' });
const foil = named(12, 'Copper foil', '铜箔', { status: 'off_sale' });
const separator = { id: 13, name: 'Separator film', brand: 'LabMall', categoryName: 'Battery parts', status: 'on_sale' };
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

/** A catalogue with product 5 (itself), 12 (already listed) and 13 to find; `onSave` answers related/save. */
function serve(onSave: (body: { productId: number; version: string; relatedIds: number[] }) => FakeReply) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/products') {
      const matches = [{ ...separator, id: 5, name: 'The product itself' }, { ...separator, id: 12, name: 'Copper foil' }, separator];
      return ok({ items: (config.params as { q: string }).q === 'sep' ? matches : [], total: 3, page: 1, pageSize: 10 });
    }
    if (config.url === '/api/backoffice/catalogue/related/save') return onSave(sentBody(config) as never);
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

/** The editor's part: the record's list, read again when the section asks for a reload. */
function Harness({ initial, reloaded }: { initial: RelatedList; reloaded?: RelatedList }) {
  const [related, setRelated] = useState(initial);
  return <RelatedProducts productId={5} related={related} onReload={() => reloaded && setRelated(reloaded)} />;
}

const listed = () => within(screen.getByRole('list', { name: /bought together|搭配购买/i })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('bought together in the product editor', () => {
  it('reorders and removes with keyboard-usable buttons, adds a product found by search, and saves the list in order', async () => {
    const requests = serve((body) => ok({ version: 'r2', items: body.relatedIds.map((id) => (id === 12 ? foil : named(id, 'Separator film', '隔膜'))) }));
    signInStaff('catalogue');
    renderInShop(<Harness initial={{ version: 'r1', items: [salt, foil] }} />, { url: '/en/backoffice/product?id=5' });

    expect(listed()).toEqual(['LiPF6 salt #11↑↓Remove', 'Copper foil #12 · Off sale: not shown in the shop↑↓Remove']);
    // The smallest stored size that fills the 48 px thumbnail on a 2× screen.
    expect(document.querySelector('.bo-related img')?.getAttribute('src')).toBe('/media/catalogue/00000000-0000-0000-0000-00000000000a/160.webp');

    const up = screen.getByRole('button', { name: 'Move Copper foil up' });
    up.focus();
    fireEvent.click(up);
    expect(listed()[0]).toMatch(/^Copper foil/);
    // The focus stays on the pressed button, now at the top (and marked as going no further).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Copper foil up' }));
    expect(document.activeElement!.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Copper foil is now number 1 of 2.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove LiPF6 salt' }));
    expect(listed()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Copper foil' }));

    // Search: itself and what is listed already are not offered.
    const search = screen.getByRole('combobox', { name: 'Add a product' });
    fireEvent.change(search, { target: { value: 'sep' } });
    expect(await screen.findByRole('option', { name: /Separator film/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByText('Products found: 1.')).toBeTruthy();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(listed()[1]).toMatch(/^Separator film #13/);
    expect(screen.queryByRole('option')).toBeNull();
    expect((search as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Save bought together' }));
    expect(await screen.findByText('The list was saved; the product page shows it now.')).toBeTruthy();
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/catalogue/related/save')!)).toEqual({ productId: 5, version: 'r1', relatedIds: [12, 13] });
    expect(listed().map((text) => text!.split(' #')[0])).toEqual(['Copper foil', 'Separator film']);
    expect(screen.queryByRole('button', { name: 'Undo changes' })).toBeNull();

    // The next save sends the version the last one answered.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Separator film' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save bought together' }));
    await screen.findByText('The list was saved; the product page shows it now.');
    expect(sentBody(requests.filter((r) => r.url === '/api/backoffice/catalogue/related/save')[1]!)).toMatchObject({ version: 'r2', relatedIds: [12] });
  });

  it('shows the server\'s refusal in the user\'s language, and after a 409 reloads the list the server has now', async () => {
    let answer: FakeReply = { status: 400, body: { code: 400, message: '商品不能与自身搭配购买', data: null } };
    serve(() => answer);
    signInStaff('catalogue');
    const theirs = { version: 'r9', items: [named(14, 'Glove box', '手套箱')] };
    renderInShop(<Harness initial={{ version: 'r1', items: [salt] }} reloaded={theirs} />, { url: '/zh/backoffice/product?id=5', language: 'zh' });

    fireEvent.click(screen.getByRole('button', { name: '移除 六氟磷酸锂' }));
    expect(screen.getByText('尚未添加搭配购买的商品，可在下方搜索添加。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存搭配购买' }));
    expect((await screen.findByText('商品不能与自身搭配购买')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载列表（放弃您的更改）' })).toBeNull();

    answer = { status: 409, body: { code: 409, message: '该记录已被他人修改，请刷新后重新编辑', data: null } };
    fireEvent.click(screen.getByRole('button', { name: '保存搭配购买' }));
    expect((await screen.findByText('该记录已被他人修改，请刷新后重新编辑')).closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载列表（放弃您的更改）' }));
    expect(listed()).toEqual(['手套箱 #14↑↓移除']);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('offers no search once the list holds 12 products, and says why', () => {
    serve(() => ok(null));
    signInStaff('catalogue');
    const twelve = Array.from({ length: 12 }, (_, n) => named(100 + n, `Product ${n + 1}`, `商品 ${n + 1}`));
    renderInShop(<Harness initial={{ version: 'r1', items: twelve }} />, { url: '/en/backoffice/product?id=5' });
    const search = screen.getByRole('combobox', { name: 'Add a product' }) as HTMLInputElement;
    expect(search.disabled).toBe(true);
    expect(screen.getByText('The list is full (12 products): remove one to add another.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 3' }));
    expect(search.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(listed()).toHaveLength(12);
  });
});
