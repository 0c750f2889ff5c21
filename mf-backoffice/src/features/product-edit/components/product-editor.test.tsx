import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, renderInShop, signInStaff, offlineAdapter } from '../../../testing/render-in-shop';
import { ProductEditor } from './product-editor';

const names = { zh: '石墨烯', en: 'Graphene', ja: 'グラフェン', ko: '그래핀' };
// A product belongs to a sub-category: the form offers only those, under their top category.
const tree = [{
  id: 1, parentId: null, sort: 1, icon: '', name: { zh: '材料', en: 'Materials', ja: '材料', ko: '소재' }, productCount: 0,
  children: [{ id: 7, parentId: 1, sort: 1, icon: '', name: { zh: '纳米材料', en: 'Nano materials', ja: 'ナノ材料', ko: '나노 소재' }, productCount: 0, children: [] }],
}];

/** A catalogue that creates product 5 from what is posted and then answers it as saved. */
function serve() {
  let saved: Record<string, unknown> | null = null;
  const fake = createFakeAdapter((config) => {
    const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });
    if (config.url === '/api/backoffice/catalogue/categories') return ok(tree);
    if (config.url === '/api/backoffice/catalogue/hazard-statements') return ok([{ code: 'H225', text: 'Highly flammable liquid and vapour' }]);
    if (config.url === '/api/backoffice/catalogue/product/save') {
      saved = sentBody(config) as Record<string, unknown>;
      return ok({ id: 5, version: 'v1' });
    }
    if (config.url === '/api/backoffice/catalogue/product' && saved) return ok({ ...saved, id: 5, version: 'v1', skus: [], hazard: null, related: { version: 'r0', items: [] } });
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('product editor', () => {
  it('creates a product without an id, then opens it as itself with its SKUs and hazard data', async () => {
    const requests = serve();
    signInStaff('catalogue');
    renderInShop(<ProductEditor onTitle={() => undefined} />, { url: '/en/backoffice/product' });
    expect(screen.queryByRole('heading', { name: 'SKUs' })).toBeNull();
    for (const [language, label] of [['zh', 'Chinese'], ['en', 'English'], ['ja', 'Japanese'], ['ko', 'Korean']] as const) {
      fireEvent.change(screen.getByRole('textbox', { name: `Name · ${label}` }), { target: { value: names[language] } });
      fireEvent.change(screen.getByRole('textbox', { name: `Summary · ${label}` }), { target: { value: `${names[language]} summary` } });
      fireEvent.change(screen.getByRole('textbox', { name: `Description · ${label}` }), { target: { value: `${names[language]} description` } });
    }
    await screen.findByRole('option', { name: 'Nano materials' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Brand' }), { target: { value: 'LabMall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { name: 'SKUs' })).toBeTruthy();
    expect(currentUrl()).toBe('/en/backoffice/product?id=5');
    expect(screen.getByText('The product was saved.').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hazard data (GHS)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bought together' })).toBeTruthy();
    const save = sentBody(requests.find((r) => r.url === '/api/backoffice/catalogue/product/save')!);
    expect(save).toEqual({
      categoryId: 7, brand: 'LabMall', name: names, summary: expect.objectContaining({ en: 'Graphene summary' }),
      description: expect.objectContaining({ ko: '그래핀 description' }), casNumber: null, regulatedClass: null, formula: null, specs: [], images: [], status: 'off_sale',
    });
    expect((screen.getByRole('textbox', { name: 'Name · Japanese' }) as HTMLInputElement).value).toBe('グラフェン');
  });
});
