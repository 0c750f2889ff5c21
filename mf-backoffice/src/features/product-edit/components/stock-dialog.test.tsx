import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop, signInStaff, offlineAdapter } from '../../../testing/render-in-shop';
import type { Sku } from '../api/get-product';
import { StockDialog } from './stock-dialog';

const sku: Sku = {
  id: 9, version: 'v1', code: 'LM-LI-0001-50G', spec: { zh: '50 克', en: '50 g', ja: '50 g', ko: '50 g' }, packageSize: '50 g', purity: '99.9%',
  price: 120, marketPrice: null, stock: 5, maxPerOrder: 99, onSale: true, sort: 0, lots: [],
};

function serve() {
  const state = { stock: 5, ledger: [] as unknown[] };
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/sku/stock') {
      const body = sentBody(config) as { delta: number; reason: string; note: string };
      if (state.stock + body.delta < 0) return { status: 409, body: { code: 409, message: 'Stock cannot go below zero', data: null } };
      state.stock += body.delta;
      state.ledger.unshift({ id: state.ledger.length + 1, delta: body.delta, reason: body.reason, note: body.note, stockAfter: state.stock, actorAccount: 'staff@labmall.test', createdAt: '2026-11-26T15:00:00.000Z' });
      return { body: { code: 200, message: 'ok', data: { stock: state.stock } } };
    }
    if (config.url === '/api/backoffice/catalogue/sku/stock-ledger') {
      return { body: { code: 200, message: 'ok', data: { items: state.ledger, total: state.ledger.length, page: 1, pageSize: 20 } } };
    }
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('stock dialog', () => {
  it('posts the delta, reason and note, shows the new stock and the ledger line', async () => {
    const requests = serve();
    signInStaff('catalogue');
    let changed = 0;
    renderInShop(<StockDialog sku={sku} onClose={() => undefined} onChanged={() => changed++} />);
    expect(screen.getByRole('dialog', { name: 'Stock of LM-LI-0001-50G' })).toBeTruthy();
    expect(await screen.findByText('No stock changes yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Change (+ adds, − removes)' }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: 'counted' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Quarterly count' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));

    expect((await screen.findByText('Stock adjusted: now 30.')).closest('[role="status"]')).toBeTruthy();
    const call = requests.find((r) => r.url === '/api/backoffice/catalogue/sku/stock')!;
    expect(sentBody(call)).toEqual({ skuId: 9, delta: 25, reason: 'counted', note: 'Quarterly count' });
    expect(await screen.findByText('Quarterly count')).toBeTruthy();
    expect(screen.getByText('+25')).toBeTruthy();
    expect(changed).toBe(1);
  });

  it('shows the refusal when the stock would go below zero and keeps the typed change', async () => {
    serve();
    signInStaff('catalogue');
    renderInShop(<StockDialog sku={sku} onClose={() => undefined} onChanged={() => undefined} />);
    const delta = screen.getByRole('spinbutton', { name: 'Change (+ adds, − removes)' }) as HTMLInputElement;
    fireEvent.change(delta, { target: { value: '-8' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: 'damaged' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect((await screen.findByText('Stock cannot go below zero')).closest('[role="alert"]')).toBeTruthy();
    expect(delta.value).toBe('-8');
  });

  it('closes on Escape', async () => {
    serve();
    signInStaff('catalogue');
    let closed = 0;
    renderInShop(<StockDialog sku={sku} onClose={() => closed++} onChanged={() => undefined} />);
    await screen.findByText('No stock changes yet.');
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Change (+ adds, − removes)' }), { key: 'Escape' });
    expect(closed).toBe(1);
  });
});
