import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { SubmissionsView } from './submissions-view';

const item = {
  ref: 'F12', account: '(guest)', lang: 'en', createdAt: '2026-11-26T08:00:00.000Z',
  values: { name: 'Lin', topics: ['anode', 'cathode'], consent: true },
  files: [{ id: 'u1', field: 'cv', fileName: 'cv.pdf', mimeType: 'application/pdf', size: 100, url: '/api/backoffice/support/file?id=u1' }],
};

beforeEach(() => {
  setTokens('staff-token', 'refresh');
  vi.stubGlobal('fetch', vi.fn(async () => new Response('ref\r\n', { status: 200 })));
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearTokens();
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('a form\'s submissions (console)', () => {
  it('shows each submission\'s values and files, pages in the URL, and downloads the CSV with the sign-in', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [item], total: 41, page: 1, pageSize: 20 } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderInShop(<SubmissionsView />, { url: '/en/backoffice/form-submissions?formId=workshop' });
    expect(await screen.findByRole('heading', { name: 'Submissions of workshop (41)' })).toBeTruthy();
    expect(fake.requests[0]!.params).toEqual({ formId: 'workshop', page: 1, pageSize: 20 });
    expect(screen.getByText('anode, cathode')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['form-workshop.csv']));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain('/api/backoffice/support/forms/export?formId=workshop');

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(currentUrl()).toContain('page=2'));
  });

  it('says when a form has no submission yet, with nothing to download', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { items: [], total: 0, page: 1, pageSize: 20 } } })).adapter;
    signInStaff('support');
    renderInShop(<SubmissionsView />, { url: '/en/backoffice/form-submissions?formId=workshop' });
    expect(await screen.findByText('No submissions yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
