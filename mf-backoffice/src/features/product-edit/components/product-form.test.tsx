import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop, signInStaff, offlineAdapter } from '../../../testing/render-in-shop';
import type { ProductRecord } from '../api/get-product';
import { ProductForm } from './product-form';

const record: ProductRecord = {
  id: 42, version: '2026-11-20T10:00:00.000Z', categoryId: 7, brand: 'LabMall',
  name: { zh: '锂箔', en: 'Lithium foil', ja: 'リチウム箔', ko: '리튬 호일' },
  summary: { zh: '摘要', en: 'Summary', ja: '概要', ko: '요약' }, description: { zh: '描述', en: 'Description', ja: '説明', ko: '설명' },
  casNumber: '7439-93-2', regulatedClass: null, formula: 'Li', specs: [], images: ['/media/a.webp'], status: 'on_sale', skus: [], hazard: null,
  related: { version: 'r1', items: [] },
};

function serve(reply: { status: number; body: unknown }) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/categories') return { body: { code: 200, message: 'ok', data: [] } };
    return reply;
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('product form', () => {
  it('keeps what was typed when the server refuses a save, with its message beside the form and the field', async () => {
    const requests = serve({ status: 400, body: { code: 400, message: 'Field "name.en" must be at most 200 characters', data: null } });
    signInStaff('catalogue');
    renderInShop(<ProductForm record={record} onSaved={() => undefined} onReload={() => undefined} />);
    const english = screen.getByRole('textbox', { name: 'Name · English' }) as HTMLInputElement;
    fireEvent.change(english, { target: { value: 'Lithium foil, battery grade' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Brand' }), { target: { value: 'Ganfeng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

    const alerts = await screen.findAllByText('Field "name.en" must be at most 200 characters');
    expect(alerts.some((el) => el.closest('[role="alert"]'))).toBe(true);
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(english.getAttribute('aria-describedby')!)?.textContent).toBe('Field "name.en" must be at most 200 characters');
    expect(english.value).toBe('Lithium foil, battery grade');
    expect((screen.getByRole('textbox', { name: 'Brand' }) as HTMLInputElement).value).toBe('Ganfeng');
    const save = requests.find((r) => r.url === '/api/backoffice/catalogue/product/save')!;
    expect(sentBody(save)).toMatchObject({ id: 42, version: record.version, brand: 'Ganfeng', name: { en: 'Lithium foil, battery grade' } });

    fireEvent.change(english, { target: { value: 'Lithium foil' } });
    expect(english.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers a reload after a 409: someone else changed the product meanwhile', async () => {
    serve({ status: 409, body: { code: 409, message: 'Someone changed this record meanwhile; reload it', data: null } });
    signInStaff('catalogue');
    let reloads = 0;
    renderInShop(<ProductForm record={record} onSaved={() => undefined} onReload={() => reloads++} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Formula' }), { target: { value: 'Li2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Someone changed this record meanwhile; reload it')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Formula' }) as HTMLInputElement).value).toBe('Li2');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the product (discards your changes)' }));
    expect(reloads).toBe(1);
  });

  it('sends the new version after a save, so the next save is not refused as stale', async () => {
    const requests = serve({ status: 200, body: { code: 200, message: 'ok', data: { id: 42, version: '2026-11-26T15:00:00.000Z' } } });
    signInStaff('catalogue');
    renderInShop(<ProductForm record={record} onSaved={() => undefined} onReload={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('The product was saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    // The first save's message is still shown: wait for the second request itself, however slow the machine.
    const saves = () => requests.filter((r) => r.url === '/api/backoffice/catalogue/product/save').map((r) => (sentBody(r) as { version: string }).version);
    await waitFor(() => expect(saves()).toEqual([record.version, '2026-11-26T15:00:00.000Z']));
  });

  it('offers only sub-categories, grouped under their top category (the server refuses a top one)', async () => {
    const names = (en: string) => ({ zh: en, en, ja: en, ko: en });
    const tree = [
      { id: 1, parentId: null, sort: 1, icon: '', name: names('Battery experiments'), productCount: 0, children: [
        { id: 7, parentId: 1, sort: 1, icon: '', name: names('Lithium foils'), productCount: 3, children: [] },
        { id: 8, parentId: 1, sort: 2, icon: '', name: names('Electrolytes'), productCount: 0, children: [] },
      ] },
      { id: 2, parentId: null, sort: 2, icon: '', name: names('Glassware'), productCount: 0, children: [] },
    ];
    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: tree } })).adapter;
    signInStaff('catalogue');
    renderInShop(<ProductForm record={record} onSaved={() => undefined} onReload={() => undefined} />);
    const picker = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Electrolytes' });
    const groups = [...picker.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((o) => o.textContent)]);
    expect(groups).toEqual([['Battery experiments', ['Lithium foils', 'Electrolytes']]]);
    expect(screen.queryByRole('option', { name: 'Battery experiments' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Glassware' })).toBeNull();
    expect(picker.value).toBe('7');
  });

  it('saves the regulated class chosen beside the CAS number, and none as null', async () => {
    const requests = serve({ status: 200, body: { code: 200, message: 'ok', data: { id: 42, version: '2026-11-26T15:00:00.000Z' } } });
    signInStaff('catalogue');
    renderInShop(<ProductForm record={{ ...record, regulatedClass: 'explosive_precursor' }} onSaved={() => undefined} onReload={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Regulated class' }) as HTMLSelectElement;
    expect(select.value).toBe('explosive_precursor');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Not regulated', 'Precursor chemical', 'Explosive precursor', 'Highly toxic substance']);
    const saves = () => requests.filter((r) => r.url === '/api/backoffice/catalogue/product/save').map((r) => (sentBody(r) as { regulatedClass: unknown }).regulatedClass);

    fireEvent.change(select, { target: { value: 'precursor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(saves()).toEqual(['precursor']));
    await screen.findByText('The product was saved.');

    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(saves()).toEqual(['precursor', null]));
  });
});
