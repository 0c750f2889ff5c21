import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { PointsGood } from '../api/get-points-good';
import { GoodEditor } from './good-editor';

const text = (label: string) => ({ zh: `${label}（中）`, en: label, ja: `${label}（日）`, ko: `${label}（한）` });
const good: PointsGood = {
  id: 7, version: 'v1', code: 'PT-GLOVES', kind: 'physical', categoryId: 1, couponTemplateId: null, name: text('Nitrile gloves'), description: text('Box of 100'),
  images: ['/media/points/gloves.svg'], points: 300, stock: 12, perAccountLimit: 2, onSale: true, featured: false, availableFrom: null, availableTo: null, sort: 1,
};
const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });

function serve(answers: Record<string, { status?: number; body: unknown }>) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/points/goods/detail') return ok(good);
    if (config.url === '/api/backoffice/points/goods/options') return ok({ categories: [{ id: 1, name: text('Lab consumables') }], couponTemplates: [] });
    if (config.url === '/api/backoffice/points/goods/ledger') return ok({ items: [], total: 0, page: 1, pageSize: 20 });
    return answers[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('points good editor', () => {
  it('sends the edit with the version it read, and after a 409 offers to read the good again', async () => {
    const requests = serve({ '/api/backoffice/points/goods/save': { status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } } });
    signInStaff('points');
    renderInShop(<GoodEditor />, { url: '/en/backoffice/points-good?id=7' });
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Points' }), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record meanwhile; reload it and edit again')).toBeTruthy();
    const sent = sentBody(requests.find((r) => r.url === '/api/backoffice/points/goods/save')!);
    expect(sent).toMatchObject({ id: 7, version: 'v1', points: 250, code: 'PT-GLOVES', name: good.name });
    expect(screen.getByRole('button', { name: 'Reload it (drops my edits)' })).toBeTruthy();
  });

  it('checks fields before sending: an empty language and a foreign image are named beside their inputs', async () => {
    const requests = serve({});
    signInStaff('points');
    renderInShop(<GoodEditor />, { url: '/en/backoffice/points-good?id=7' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name · Korean' }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Image paths/ }), { target: { value: 'https://elsewhere.example/x.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the fields marked.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name · Korean/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Up to 8, each a path of this shop starting with /media/.')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/backoffice/points/goods/save')).toBe(false);
  });

  it('adjusts stock only through an adjustment with a reason, and shows the stock the server answers', async () => {
    const requests = serve({ '/api/backoffice/points/goods/stock': ok({ stock: 37 }) });
    signInStaff('points');
    renderInShop(<GoodEditor />, { url: '/en/backoffice/points-good?id=7' });
    expect(await screen.findByText('Stock now: 12')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Change/ }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: 'received' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Stock now: 37')).toBeTruthy();
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/points/goods/stock')!)).toEqual({ productId: 7, delta: 25, reason: 'received', note: '' });
  });

  it('uploads a picture through the points call and adds its URL to the good\'s images', async () => {
    const url = '/media/catalogue/0b6f2a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b/960.webp';
    const requests = serve({ '/api/backoffice/points/goods/image': ok({ url }) });
    signInStaff('points');
    renderInShop(<GoodEditor />, { url: '/en/backoffice/points-good?id=7' });
    const input = await screen.findByLabelText('Add images');
    fireEvent.change(input, { target: { files: [new File(['png'], 'mug.png', { type: 'image/png' })] } });
    expect(await screen.findByText('1 picture(s) uploaded; they show once the good is saved.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Image paths/ }) as HTMLTextAreaElement).value).toBe(`/media/points/gloves.svg\n${url}`);
    expect(requests.some((r) => r.url === '/api/backoffice/points/goods/image')).toBe(true);
  });
});
