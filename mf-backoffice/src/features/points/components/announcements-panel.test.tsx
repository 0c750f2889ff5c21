import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { AnnouncementsPanel } from './announcements-panel';

const text = (label: string) => ({ zh: `${label}（中）`, en: label, ja: `${label}（日）`, ko: `${label}（한）` });
const notice = { id: 3, title: text('Mall closed on Sunday'), body: text('Maintenance'), pinned: true, publishedAt: '2026-11-20T02:00:00.000Z', version: 'v1' };
const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('points mall notices', () => {
  it('deletes a notice only once confirmed, with the version shown', async () => {
    let deleted = false;
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/points/announcements/delete') {
        deleted = true;
        return ok(null);
      }
      return ok({ items: deleted ? [] : [notice], total: deleted ? 0 : 1, page: 1, pageSize: 20 });
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('points');
    renderInShop(<AnnouncementsPanel />, { url: '/en/backoffice/points-announcements' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Mall closed on Sunday”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Mall closed on Sunday”' });
    expect(fake.requests.some((r) => r.url === '/api/backoffice/points/announcements/delete')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The notice is deleted.')).toBeTruthy();
    expect(sentBody(fake.requests.find((r) => r.url === '/api/backoffice/points/announcements/delete')!)).toEqual({ id: 3, version: 'v1' });
    expect(await screen.findByText('No notices yet.')).toBeTruthy();
  });

  it('checks every language before sending a new notice', async () => {
    const fake = createFakeAdapter(() => ok({ items: [], total: 0, page: 1, pageSize: 20 }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('points');
    renderInShop(<AnnouncementsPanel />, { url: '/en/backoffice/points-announcements' });
    fireEvent.click(await screen.findByRole('button', { name: 'New notice' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title · English' }), { target: { value: 'Double points' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the fields marked.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Title · Chinese/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fake.requests.some((r) => r.url === '/api/backoffice/points/announcements/save')).toBe(false);
  });
});
