import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { Banner } from '../api/get-banners';
import { BannersPage } from './banners-page';

const text = (word: string) => ({ zh: `${word}中`, en: word, ja: `${word}ja`, ko: `${word}ko` });
const banners: Banner[] = [
  { id: 1, version: 'v1', kind: 'carousel', title: text('Spring sale'), subtitle: text('Sub'), image: '/media/banners/a.svg', link: '/activity', sort: 0, active: true, startsAt: null, endsAt: null },
  { id: 2, version: 'v1', kind: 'service', title: text('Old offer'), subtitle: text('Sub'), image: '/media/banners/b.svg', link: '/help', sort: 1, active: true, startsAt: null, endsAt: '2020-01-01T00:00:00.000Z' },
];

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('home banners (console)', () => {
  it('says which banners show now, and saves a new one with its window as ISO times', async () => {
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/content/banners') return { body: { code: 200, message: 'ok', data: banners } };
      if (config.url === '/api/backoffice/content/banner/save') return { body: { code: 200, message: 'ok', data: { id: 3, version: 'v1' } } };
      return { status: 404, body: { code: 404, message: 'Not found', data: null } };
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('content');
    renderInShop(<BannersPage />, { url: '/en/backoffice/banners' });
    const table = await screen.findByRole('table', { name: 'Home banners (2)' });
    const [, spring, old] = within(table).getAllByRole('row');
    expect(spring!.textContent).toContain('Shown now');
    expect(old!.textContent).toContain('Not shown now');

    fireEvent.click(screen.getByRole('button', { name: 'New banner' }));
    for (const [language, value] of [['Chinese', '春季促销'], ['English', 'Spring offers'], ['Japanese', '春のセール'], ['Korean', '봄 세일']]) {
      fireEvent.change(screen.getByRole('textbox', { name: `Title · ${language}` }), { target: { value } });
      fireEvent.change(screen.getByRole('textbox', { name: `Subtitle · ${language}` }), { target: { value } });
    }
    fireEvent.change(screen.getByRole('textbox', { name: 'Picture address' }), { target: { value: '/api/content/file/9' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link inside the shop (e.g. /forms/activity?id=1)' }), { target: { value: '/forms/activity?id=1' } });
    fireEvent.change(screen.getByLabelText('Show from (optional)'), { target: { value: '2030-03-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Banner saved.');
    const sent = sentBody(fake.requests.find((r) => r.url === '/api/backoffice/content/banner/save')!) as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'carousel', image: '/api/content/file/9', link: '/forms/activity?id=1', active: true, endsAt: null, startsAt: new Date('2030-03-01T08:00').toISOString() });
    expect(sent.title).toEqual({ zh: '春季促销', en: 'Spring offers', ja: '春のセール', ko: '봄 세일' });
    expect(sent).not.toHaveProperty('id');
  });
});
